import { expect, test } from "vitest";
import { RICH_TEXT_MAX_CHARS } from "~/features/rich-text/rich-text-limits";
import { RichTextRefused, sanitizeHtml } from "~/features/rich-text/sanitize-html.server";

/**
 * An XSS corpus against the rich-text sanitiser (docs/architecture.md §5), run in workerd where HTMLRewriter
 * lives. workerd has no DOM to parse the output with, so `expectInert` checks the output string against the
 * only grammar the sanitiser writes: allowed tags with double-quoted allowed attributes, and text without "<"
 * or ">". Anything a browser could run (a script, a handler, a javascript: URL, a raw-text element, a broken
 * quote) breaks that grammar.
 */
const REL = 'rel="noopener noreferrer nofollow"';
const ATTRIBUTES: Record<string, string[]> = { a: ["href", "title", "rel"], img: ["src", "alt", "width", "height"] };
const TAGS = ["p", "br", "hr", "strong", "b", "em", "i", "u", "s", "h2", "h3", "h4", "ul", "ol", "li", "blockquote", "a", "img"];
const TAG = /<(\/?)([a-z0-9]+)((?:\s[a-z]+="[^"<>]*")*)>/g;
const ATTRIBUTE = /\s([a-z]+)="([^"]*)"/g;
const URL_VALUE = { href: /^(https?:\/\/|mailto:)/i, src: /^(https:\/\/|\/(?![/\\]))/i };

function expectInert(output: string) {
  expect(output).not.toMatch(/<\/?(script|style|svg|math|iframe|object|embed|form|meta|base|link|template|noscript|textarea)/i);
  expect(output.replace(TAG, ""), "text outside tags holds no < or >").not.toMatch(/[<>]/);
  for (const [, end, name = "", attributes = ""] of output.matchAll(TAG)) {
    expect(TAGS, output).toContain(name);
    if (end) expect(attributes).toBe("");
    for (const [, attribute = "", value = ""] of attributes.matchAll(ATTRIBUTE)) {
      expect(ATTRIBUTES[name] ?? [], `${attribute} on <${name}>`).toContain(attribute);
      if (attribute === "href" || attribute === "src") expect(value.replaceAll("&amp;", "&")).toMatch(URL_VALUE[attribute]);
    }
  }
  expect(output.replace(/="[^"]*"/g, '=""'), "no handler outside a quoted value").not.toMatch(/\son\w+\s*=/i);
}

async function clean(html: string): Promise<string> {
  const output = await sanitizeHtml(html);
  expectInert(output);
  return output;
}

test("the editor's output comes out unchanged except the rel added to links", async () => {
  const editor = [
    "<h2>Programme</h2>",
    "<p>Une soirée <strong>jazz</strong> et <em>swing</em>, <u>entrée libre</u>, <s>sur réservation</s>.<br>Prix&nbsp;: 5&nbsp;€ &amp; plus.</p>",
    "<ul><li>19 h : accueil</li><li>20 h : concert</li></ul><ol><li>Un</li><li>Deux</li></ol>",
    "<blockquote><p>« Venez nombreux » 🎷</p></blockquote><hr>",
    '<h3>Accès</h3><h4>Contact</h4><p>Le <a href="https://example.com/jazz?lang=fr&amp;x=1">site</a> ou ',
    '<a href="mailto:contact@example.com" title="Écrire à l&#39;équipe">un email</a>.</p>',
    '<p><img src="/uploads/users/u1/0123456789abcdef0123456789abcdef.png" alt="Affiche" width="600" height="400"><b>gras</b> <i>italique</i></p>',
  ].join("");
  expect(await clean(editor)).toBe(editor.replace(/(<a [^>]*)>/g, `$1 ${REL}>`));
});

test("a rel or target already on a link is replaced by the one rel", async () => {
  expect(await clean('<a target="_blank" rel="opener" href="https://example.com/">x</a>')).toBe(`<a href="https://example.com/" ${REL}>x</a>`);
});

test("script elements go with their content, whatever their case", async () => {
  expect(await clean("<p>Avant</p><script>alert(1)</script><p>Après</p>")).toBe("<p>Avant</p><p>Après</p>");
  expect(await clean('<SCRIPT>alert(1)</SCRIPT><ScRiPt src="https://evil.example/x.js"></sCrIpT>ok')).toBe("ok");
  expect(await clean("<script/>alert(1)</script>ok")).toBe("ok");
});

test("nested script tags leave only inert text", async () => {
  expect(await clean("<scr<script>ipt>alert(1)</scr</script>ipt>")).toBe("ipt&gt;alert(1)ipt&gt;");
  expect(await clean("<<script>script>alert(1)<</script>/script>")).toBe("&lt;/script&gt;");
});

test("an unclosed script or tag swallows the rest instead of running it", async () => {
  expect(await clean("<p>ok</p><script>alert(1)")).toBe("<p>ok</p>");
  expect(await clean("<p>ok</p><script src=https://evil.example/x.js")).toBe("<p>ok</p>");
  expect(await clean("<p>ok</p><img src=x onerror=alert(1)")).toBe("<p>ok</p>");
});

test("event handlers are removed from allowed and unknown tags", async () => {
  expect(await clean('<p onclick="alert(1)">x</p>')).toBe("<p>x</p>");
  expect(await clean("<p/onclick=alert(1)>x</p>")).toBe("<p>x</p>");
  expect(await clean('<img src="/uploads/users/u1/0123456789abcdef0123456789abcdef.png" onerror="alert(1)" onload=alert(1)>')).toBe(
    '<img src="/uploads/users/u1/0123456789abcdef0123456789abcdef.png">',
  );
  expect(await clean('<a href="https://example.com/" onmouseover="alert(1)" ONFOCUS=alert(1)>x</a>')).toBe(`<a href="https://example.com/" ${REL}>x</a>`);
  expect(await clean("<div onclick=alert(1)><span onmouseover=alert(1)>x</span></div><body onload=alert(1)>y")).toBe("xy");
  expect(await clean("<details open ontoggle=alert(1)><summary>z</summary></details>")).toBe("z");
});

test("an image with a relative or broken source goes with its onerror", async () => {
  expect(await clean("<img src=x onerror=alert(1)>")).toBe("");
  expect(await clean('<img src onerror="alert(1)">')).toBe("");
  expect(await clean("<img/src=x/onerror=alert(1)>")).toBe("");
});

test("javascript: hrefs are removed in every disguise", async () => {
  const disguises = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "&#106;avascript:alert(1)",
    "&#x6A;avascript:alert(1)",
    "&#X6a;avascript:alert(1)",
    "&#0000106avascript:alert(1)",
    "&#x6a&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3a;alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\r\nscript:alert(1)",
    "java&#x09;script:alert(1)",
    "java&#9;script:alert(1)",
    "java&#x0A;script:alert(1)",
    "java&Tab;script:alert(1)",
    "java&NewLine;script:alert(1)",
    "javascript&colon;alert(1)",
    "javascript&#58;alert(1)",
    "   javascript:alert(1)",
    "\u0001\u001fjavascript:alert(1)",
    " &#14; javascript:alert(1)",
  ];
  for (const href of disguises) {
    const output = await clean(`<a href="${href}">x</a>`);
    expect(output, href).toBe(`<a ${REL}>x</a>`);
  }
  expect(await clean("<a href=javascript:alert(1)>x</a><a href='javascript:alert(1)'>y</a>")).toBe(`<a ${REL}>x</a><a ${REL}>y</a>`);
});

test("data:, vbscript: and other schemes lose the href", async () => {
  const hrefs = [
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
  ];
  for (const href of hrefs) expect(await clean(`<a href="${href}">x</a>`), href).toBe(`<a ${REL}>x</a>`);
});

test("a link to a path of the site is kept in the page builder's texts only; another host never", async () => {
  const internal = '<p><a href="/events?search=compost">atelier</a></p>';
  expect(await sanitizeHtml(internal, { sitePaths: true })).toBe(`<p><a href="/events?search=compost" ${REL}>atelier</a></p>`);
  expect(await clean(internal)).toBe(`<p><a ${REL}>atelier</a></p>`);
  for (const href of ["//evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
    expect(await sanitizeHtml(`<a href="${href}">x</a>`, { sitePaths: true }), href).toBe(`<a ${REL}>x</a>`);
  }
});

test("SVG and MathML go with their content", async () => {
  expect(await clean("<svg onload=alert(1)></svg><p>ok</p>")).toBe("<p>ok</p>");
  expect(await clean("<svg><script>alert(1)</script></svg><p>ok</p>")).toBe("<p>ok</p>");
  expect(await clean('<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>ok')).toBe("ok");
  expect(await clean("<svg/><p>ok</p>")).toBe("<p>ok</p>");
  expect(await clean("<svg/onload=alert(1)><p>ok</p>")).toBe("");
  expect(await clean("<math><mtext><table><mglyph><style><img src onerror=alert(1)>")).toBe("");
  expect(await clean('<math href="javascript:alert(1)">x</math><p>ok</p>')).toBe("<p>ok</p>");
});

test("attribute values cannot break out of their quotes", async () => {
  expect(await clean(`<a title='x" onmouseover="alert(1)'>y</a>`)).toBe(`<a title="x&quot; onmouseover=&quot;alert(1)" ${REL}>y</a>`);
  expect(await clean("<a title=x onmouseover=alert(1)>y</a>")).toBe(`<a title="x" ${REL}>y</a>`);
  expect(await clean("<a title=`x` onmouseover=alert(1)>y</a>")).toBe(`<a title="\`x\`" ${REL}>y</a>`);
  expect(await clean(`<img src="/uploads/users/u1/0123456789abcdef0123456789abcdef.png" alt='"><script>alert(1)</script>'>`)).toBe(
    '<img src="/uploads/users/u1/0123456789abcdef0123456789abcdef.png" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
  );
  expect(await clean('<a href="https://example.com/&quot;onmouseover=&quot;alert(1)">y</a>')).toBe(
    `<a href="https://example.com/&quot;onmouseover=&quot;alert(1)" ${REL}>y</a>`,
  );
});

test("attributes outside the allow-list are removed", async () => {
  const html =
    '<p style="background:url(javascript:alert(1))" class="x" id="y" title="t">a</p><img src="/uploads/users/u1/0123456789abcdef0123456789abcdef.png" srcset="javascript:alert(1) 1x" style="x">';
  expect(await clean(html)).toBe('<p>a</p><img src="/uploads/users/u1/0123456789abcdef0123456789abcdef.png">');
  expect(await clean('<img src="/uploads/users/u1/0123456789abcdef0123456789abcdef.png" width="100%" height="12345">')).toBe(
    '<img src="/uploads/users/u1/0123456789abcdef0123456789abcdef.png">',
  );
  expect(await clean('<img src="/uploads/users/u1/0123456789abcdef0123456789abcdef.png" width="1e3" height="0640">')).toBe(
    '<img src="/uploads/users/u1/0123456789abcdef0123456789abcdef.png" height="0640">',
  );
});

test("frames, forms, meta, base and style go with their content", async () => {
  expect(await clean('<iframe srcdoc="<script>alert(1)</script>"></iframe><p>ok</p>')).toBe("<p>ok</p>");
  expect(await clean("<iframe src=javascript:alert(1)></iframe><frameset><frame src=x></frameset>ok")).toBe("ok");
  expect(await clean("<form action=javascript:alert(1)><button formaction=javascript:alert(1)>go</button></form>ok")).toBe("ok");
  expect(await clean("<input type=image src=x onerror=alert(1)><input autofocus onfocus=alert(1)>ok")).toBe("ok");
  expect(await clean('<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>ok</p>')).toBe("<p>ok</p>");
  expect(await clean('<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css"><p>ok</p>')).toBe("<p>ok</p>");
  expect(await clean("<style>@import 'https://evil.example/x.css';</style><p>ok</p>")).toBe("<p>ok</p>");
  expect(await clean('<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)"><applet code=x></applet>ok')).toBe("ok");
});

test("raw-text and template elements go with what hides inside", async () => {
  expect(await clean("<template><img src=x onerror=alert(1)></template>ok")).toBe("ok");
  expect(await clean('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')).toBe('"&gt;');
  expect(await clean("<textarea><script>alert(1)</script></textarea><title><img src=x onerror=alert(1)></title>ok")).toBe("ok");
  expect(await clean("<xmp><img src=x onerror=alert(1)></xmp><noembed><img src=x></noembed><select><option>a</select>ok")).toBe("ok");
  expect(await clean("ok<plaintext><img src=x onerror=alert(1)>")).toBe("ok");
});

test("images keep only same-site paths and https sources", async () => {
  expect(await clean('<img src="//evil.example/x.png">')).toBe("");
  expect(await clean('<img src="/\\evil.example/x.png">')).toBe("");
  expect(await clean('<img src="/&#9;/evil.example/x.png">')).toBe("");
  expect(await clean('<img src="http://example.com/x.png">')).toBe("");
  expect(await clean('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe("");
  expect(await clean('<img src="javascript:alert(1)">')).toBe("");
  expect(await clean('<img src="https://cdn.example/x.png?a=1&amp;b=2">')).toBe('<img src="https://cdn.example/x.png?a=1&amp;b=2">');
});

test("comments, doctype, processing instructions and CDATA leave no tag behind", async () => {
  expect(await clean("<!--<img src=x onerror=alert(1)>--><p>ok</p>")).toBe("<p>ok</p>");
  expect(await clean("<!--><img src=x onerror=alert(1)>-->ok")).toBe("--&gt;ok");
  expect(await clean("<!--[if IE]><script>alert(1)</script><![endif]-->ok")).toBe("ok");
  expect(await clean("<![CDATA[<img src=x onerror=alert(1)>]]><p>ok</p>")).toBe("]]&gt;<p>ok</p>");
  expect(await clean('<!DOCTYPE html><?xml-stylesheet href="x.xsl"?><p>ok</p>')).toBe("<p>ok</p>");
});

test("unknown tags are unwrapped and their text stays", async () => {
  expect(await clean('<div><span class="x">Bonjour</span> <font color=red>à tous</font></div>')).toBe("Bonjour à tous");
  expect(await clean("<html><body><h1>Titre</h1><custom-element onclick=alert(1)>t</custom-element></body></html>")).toBe("Titret");
});

test("tag and attribute names are read in any case, and a duplicated attribute cannot sneak past the check", async () => {
  expect(await clean('<A HREF="https://example.com/" TITLE="t">x</A><IMG SRC="/uploads/users/u1/0123456789abcdef0123456789abcdef.png" ALT="a">')).toBe(
    `<a href="https://example.com/" title="t" ${REL}>x</a><img src="/uploads/users/u1/0123456789abcdef0123456789abcdef.png" alt="a">`,
  );
  expect(await clean('<a href="javascript:alert(1)" href="https://example.com/">x</a>')).toBe(`<a ${REL}>x</a>`);
  expect(await clean('<a href="https://example.com/" href="javascript:alert(1)">x</a>')).toBe(`<a href="https://example.com/" ${REL}>x</a>`);
});

test("stray end tags never reach the output", async () => {
  expect(await clean('</div onclick="alert(1)"></script><p>ok</p></textarea>')).toBe("<p>ok</p>");
});

test("text keeps its references and has its < and > escaped", async () => {
  expect(await clean("<p>1 < 2 &amp; 3 > 2 &lt;script&gt;</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2 &lt;script&gt;</p>");
});

test("references beyond Unicode do not break the sanitiser", async () => {
  expect(await clean('<a href="https://example.com/&#x110000;&#99999999999999999999;">x</a>')).toBe(`<a href="https://example.com/\ufffd\ufffd" ${REL}>x</a>`);
});

test("input over the limit is refused with RichTextRefused; input at the limit passes", async () => {
  const failure = sanitizeHtml("a".repeat(RICH_TEXT_MAX_CHARS + 1));
  await expect(failure).rejects.toBeInstanceOf(RichTextRefused);
  await expect(failure).rejects.toMatchObject({ reason: "characters" });
  expect(await sanitizeHtml("a".repeat(RICH_TEXT_MAX_CHARS))).toHaveLength(RICH_TEXT_MAX_CHARS);
});

test("a huge attribute, comment or script at the limit is handled", async () => {
  const filler = "x".repeat(RICH_TEXT_MAX_CHARS - 30);
  expect(await clean(`<a title="${filler}">y</a>`)).toBe(`<a title="${filler}" ${REL}>y</a>`);
  expect(await clean(`<!--${filler}-->ok`)).toBe("ok");
  expect(await clean(`<script>${filler}</script>ok`)).toBe("ok");
  expect(await clean(`<a title="${filler}`)).toBe("");
});

test("deep nesting passes up to thousands of elements, beyond is refused with RichTextRefused", async () => {
  const deep = "<b>".repeat(3_000);
  expect(await clean(deep)).toBe(deep);
  const tooDeep = "<b>".repeat(RICH_TEXT_MAX_CHARS / 3);
  const failure = sanitizeHtml(tooDeep);
  await expect(failure).rejects.toBeInstanceOf(RichTextRefused);
  await expect(failure).rejects.toMatchObject({ reason: "nesting" });
});

/**
 * Every nesting of three tags from a list of the parser's hard cases (select and its options, template, tables,
 * foreign content, raw-text and frameset elements) around a script and a handler: each is either sanitised to
 * inert output or refused with RichTextRefused ("ambiguous", "nesting"), never another error.
 */
const CONTAINERS = [
  "select",
  "option",
  "optgroup",
  "template",
  "svg",
  "math",
  "table",
  "tr",
  "td",
  "p",
  "a",
  "li",
  "frameset",
  "object",
  "foreignObject",
  "desc",
];
const INNER = ["style", "script", "title", "textarea", "xmp", "iframe", "noscript", "noembed", "noframes", "plaintext", "b", "img"];

test("a generated corpus of nested tags is sanitised to inert output or refused, never an error", async () => {
  const reasons = new Map<string, number>();
  for (const outer of CONTAINERS) {
    for (const middle of CONTAINERS) {
      for (const inner of INNER) {
        const html = `<${outer}><${middle} onclick="alert(1)"><${inner} src=x onerror=alert(2)>x<script>alert(3)</script></${inner}></${middle}></${outer}>tail`;
        try {
          await clean(html);
        } catch (error) {
          expect(error, html).toBeInstanceOf(RichTextRefused);
          const reason = (error as RichTextRefused).reason;
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        }
      }
    }
  }
  // The parser's ambiguity is met (raw text inside select, template and foreign content) and refused.
  expect(reasons.get("ambiguous")).toBeGreaterThan(0);
  expect([...reasons.keys()].every((reason) => reason === "ambiguous")).toBe(true);
});

test("<style>, <title> and <script> inside <select> or <template> are refused as ambiguous, not a 500", async () => {
  for (const html of ["<select><style>a</style></select>", "<select><title>x</title></select>", "<select><template><style>x</style></template></select>"]) {
    await expect(sanitizeHtml(html), html).rejects.toMatchObject({ name: "RichTextRefused", reason: "ambiguous" });
  }
});

test("frames stay only where asked (the Embed block), from its hosts, over https, with a sandbox", async () => {
  const youtube =
    '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen onload="alert(1)" srcdoc="<script>alert(2)</script>">fallback</iframe>';
  expect(await sanitizeHtml(youtube)).toBe("");
  const kept = await sanitizeHtml(
    `<p>Vidéo</p>${youtube}<iframe src="https://evil.example/x"></iframe><iframe src="http://www.youtube.com/embed/b"></iframe><iframe src="https://user@www.youtube.com/embed/c"></iframe>`,
    {
      iframeHosts: ["www.youtube.com"],
    },
  );
  expect(kept).toBe(
    '<p>Vidéo</p><iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"></iframe>',
  );
});
