// Inside a partner widget (/iframe/{id}): tells the embedding page how tall the widget is, so that
// /embed.js can size the frame. Only a height leaves the frame; the embed script checks our origin.
(function () {
  if (window.parent === window) return;
  var last = 0;
  function report() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: "rendez-vous:widget-height", height: height }, "*");
  }
  if ("ResizeObserver" in window) new ResizeObserver(report).observe(document.documentElement);
  window.addEventListener("load", report);
  report();
})();
