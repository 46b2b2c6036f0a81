import { expect, test } from "vitest";
import { htmlToText } from "./html-text";

test("tags go and paragraphs are separated by one blank line", () => {
  expect(htmlToText("<p>Une soirée <strong>jazz</strong>.</p><p>Entrée <em>libre</em>.</p>")).toBe("Une soirée jazz.\n\nEntrée libre.");
});

test("a line break and each list item start a new line", () => {
  const html = '<p>Lieu :<br>Salle des fêtes</p><ul><li>19 h : accueil</li><li>20 h : <a href="https://example.com/" rel="nofollow">concert</a></li></ul>';
  expect(htmlToText(html)).toBe("Lieu :\nSalle des fêtes\n\n19 h : accueil\n20 h : concert");
});

test("headings, quotes and rules are blocks of their own", () => {
  expect(htmlToText("<h2>Programme</h2><blockquote><p>Venez nombreux</p></blockquote><hr><h3>Accès</h3><h4>Bus</h4>Ligne 4")).toBe(
    "Programme\n\nVenez nombreux\n\nAccès\n\nBus\n\nLigne 4",
  );
});

test("unclosed paragraphs and items still end their line", () => {
  expect(htmlToText("<p>un<p>deux<ol><li>a<li>b</ol>fin")).toBe("un\n\ndeux\n\na\nb\n\nfin");
});

test("character references are decoded after the tags are gone", () => {
  expect(htmlToText("<p>&lt;script&gt; &amp; &quot;guillemets&quot; l&#39;été &#233;t&#xE9; Prix&nbsp;: 5&#x20AC;</p>")).toBe(
    '<script> & "guillemets" l\'été été Prix\u00a0: 5€',
  );
});

test("references out of Unicode become the replacement character instead of throwing", () => {
  expect(htmlToText("a&#x110000;b&#99999999999999999999;c&#0;d")).toBe("a\ufffdb\ufffdc\ufffdd");
});

test("unknown named references are kept as written", () => {
  expect(htmlToText("caf&eacute; &amp;copy")).toBe("caf&eacute; &copy");
});

test("whitespace of the HTML source reads as single spaces and blank lines collapse", () => {
  expect(htmlToText("\n  <p>\n    Bonjour\n    à tous  </p>\n\n\n<p></p><p> </p><br><br><br>\n<p>Fin</p>\n")).toBe("Bonjour à tous\n\nFin");
});

test("attributes and comments leave no text behind", () => {
  expect(htmlToText('<img src="/uploads/users/u1/0123456789abcdef0123456789abcdef.png" alt="Affiche"><!-- note -->Texte')).toBe("Texte");
});

test("empty or tag-only input gives an empty string", () => {
  expect(htmlToText("")).toBe("");
  expect(htmlToText("<p><br></p>")).toBe("");
});
