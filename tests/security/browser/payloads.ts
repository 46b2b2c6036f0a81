/**
 * The XSS corpus (docs/security.md "Output encoding"): markup, event handlers, script-bearing URLs, SVG and
 * MathML, srcdoc, entity and comment tricks, script-context breakouts and template syntax. Each payload calls
 * `__xss(n)` (page.exposeFunction) if it ever runs, and marks what it injects with `xss-n`, so the probe sees an
 * injection that the CSP stopped as well as one that ran.
 */
export const XSS_PAYLOADS: string[] = [
  "<script>__xss(0)</script>",
  '<img src=x id=xss-1 onerror="__xss(1)">',
  "<svg id=xss-2 onload=__xss(2)></svg>",
  '"><script>__xss(3)</script>',
  "'><img src=x id=xss-4 onerror=__xss(4)>",
  "javascript:__xss(5)",
  '<a id=xss-6 href="javascript:__xss(6)">lien</a>',
  '<iframe id=xss-7 srcdoc="<script>parent.__xss(7)</script>"></iframe>',
  "<svg><animate id=xss-8 onbegin=__xss(8) attributeName=x dur=1s></svg>",
  "<math><mtext><table><mglyph><style><img src=x id=xss-9 onerror=__xss(9)>",
  "&lt;img src=x id=xss-10 onerror=__xss(10)&gt;",
  "&#60;script&#62;__xss(11)&#60;/script&#62;",
  "${__xss(12)}{{constructor.constructor('__xss(12)')()}}",
  "`;__xss(13);`",
  "</script><script>__xss(14)</script>",
  "<details open id=xss-15 ontoggle=__xss(15)>",
  '<object id=xss-16 data="javascript:__xss(16)"></object>',
  '<embed id=xss-17 src="data:text/html,<script>parent.__xss(17)</script>">',
  "<form id=xss-18><button formaction=javascript:__xss(18)>x</button></form>",
  "<input autofocus id=xss-19 onfocus=__xss(19)>",
  '<div id=xss-20 style="background:url(javascript:__xss(20))">x</div>',
  "\u2028\u2029</script><script>__xss(21)</script>",
  '<!--<img src="--><img src=x id=xss-22 onerror=__xss(22)>">',
  '<base id=xss-23 href="javascript:__xss(23)//">',
  '<meta id=xss-24 http-equiv="refresh" content="0;url=javascript:__xss(24)">',
  '<svg><a id=xss-25 xlink:href="javascript:__xss(25)"><text y=20>x</text></a></svg>',
];

/** All payloads in one text (for fields that hold a long text: descriptions, feedback, messages). */
export const ALL_PAYLOADS = XSS_PAYLOADS.join("\n");
/** All payloads on one line (for one-line fields and query strings). */
export const ALL_PAYLOADS_LINE = XSS_PAYLOADS.join(" ");
