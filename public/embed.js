// Rendez-vous partner widget: paste <script src="https://SITE/embed.js" data-widget="ID" async></script>
// where the events should appear (docs/architecture.md §4 "Partner widgets"). Optional: data-lang (fr, en,
// es; without it the widget's saved language), data-title (the frame's accessible name). The frame is
// lazy-loaded and sized to its content.
(function () {
  var script = document.currentScript;
  if (!script || !script.getAttribute("data-widget")) return;
  var origin = new URL(script.src).origin;
  var lang = script.getAttribute("data-lang");
  var prefix = lang === "en" || lang === "es" ? "/" + lang : "";
  var frame = document.createElement("iframe");
  frame.src = origin + prefix + "/iframe/" + encodeURIComponent(script.getAttribute("data-widget")) + (lang === "fr" ? "?lang=fr" : "");
  frame.title = script.getAttribute("data-title") || (lang === "en" ? "Events" : lang === "es" ? "Eventos" : "Événements");
  frame.loading = "lazy";
  frame.style.cssText = "display:block;width:100%;height:480px;border:0;overflow:hidden";
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    var data = event.data;
    if (!data || data.type !== "rendez-vous:widget-height") return;
    var height = Number(data.height);
    if (height > 0 && height < 20000) frame.style.height = Math.ceil(height) + "px";
  });
})();
