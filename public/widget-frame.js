// Inside a partner widget (/iframe/{id}): tells the embedding page how tall the widget is, so that
// /embed.js can size the frame. Only a height leaves the frame; the embed script checks our origin.
// The widget's own content is measured (the frame's <main>, which does not stretch: app.css
// ".widget-frame"), not the document, which is at least as tall as the frame: it shrinks as well as grows.
(function () {
  if (window.parent === window) return;
  var content = document.getElementById("main") || document.body;
  var last = 0;
  function report() {
    var height = Math.ceil(content.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: "rendez-vous:widget-height", height: height }, "*");
  }
  if ("ResizeObserver" in window) new ResizeObserver(report).observe(content);
  window.addEventListener("load", report);
  report();
})();
