// Inside a partner widget (/iframe/{id}), the widget's only script (docs/product.md §2 "/iframe").
(function () {
  // 1. Tells the embedding page how tall the widget is, so that /embed.js can size the frame. Only a height leaves
  // the frame; the embed script checks our origin. The widget's own content is measured (the frame's <main>,
  // which does not stretch: app.css ".widget-frame"), not the document, which is at least as tall as the frame:
  // it shrinks as well as grows.
  if (window.parent !== window) {
    var content = document.getElementById("main") || document.body;
    var last = 0;
    var report = function () {
      var height = Math.ceil(content.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      window.parent.postMessage({ type: "rendez-vous:widget-height", height: height }, "*");
    };
    if ("ResizeObserver" in window) new ResizeObserver(report).observe(content);
    window.addEventListener("load", report);
    report();
  }

  // 2. 'Participer' opens the event's attend page in a small window of our own origin, where the visitor's session
  // is first-party (a frame gets no third-party cookies). Without the window (blocked, or a modified click) the
  // link opens a tab as usual. The attend page posts "rendez-vous:attended" to its opener, this frame, once the
  // visitor attends (app/features/attend/components/widget-return.tsx); the card's status then says so.
  document.addEventListener("click", function (event) {
    var link = event.target instanceof window.Element ? event.target.closest("a[data-attend]") : null;
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var popup = window.open(link.href, "rendez-vous-attend", "popup,width=520,height=720");
    if (!popup) return;
    event.preventDefault();
    popup.focus();
  });
  window.addEventListener("message", function (event) {
    var data = event.data;
    if (event.origin !== window.location.origin || !data || data.type !== "rendez-vous:attended") return;
    var statuses = document.querySelectorAll("[data-attended]");
    for (var index = 0; index < statuses.length; index++) {
      var status = statuses[index];
      if (status.getAttribute("data-attended") !== String(data.id)) continue;
      status.textContent = status.getAttribute("data-label");
      status.className = "badge badge--success";
      var link = status.parentNode.querySelector("a[data-attend]");
      if (!link) continue;
      // The focus stays in the card, on what replaces the link.
      if (document.activeElement === link) {
        status.tabIndex = -1;
        status.focus();
      }
      link.remove();
    }
  });
})();
