import { expect, test } from "vitest";
import { diffVersions, shownValue } from "./version-diff";

const block = (id: string, name: string, options: Record<string, unknown>, children?: unknown[]) => ({
  "@type": "@builder.io/sdk:Element",
  id,
  component: { name, options },
  ...(children ? { children } : {}),
});

const before = {
  name: "Accueil",
  data: {
    title: "Bienvenue",
    blocks: [
      block("h", "Heading", { text: "Première version", level: 1 }),
      block("b", "Button", { label: "Voir", href: "/evenements" }),
      block("s", "Core:Section", {}, [block("t", "Text", { text: "<p>Dedans</p>" })]),
    ],
  },
};

test("the same content has no change", () => {
  expect(diffVersions(before, structuredClone(before))).toEqual([]);
});

test("a renamed entry, a new title, a changed input, an added and a removed block are each named with the block and its place", () => {
  const after = {
    name: "Page d'accueil",
    data: {
      title: "Bonjour",
      blocks: [
        block("h", "Heading", { text: "Deuxième version", level: 1 }),
        block("s", "Core:Section", {}, [block("t", "Text", { text: "<p>Dedans</p>" }), block("q", "Quote", { text: "Hop" })]),
      ],
    },
  };
  expect(diffVersions(before, after)).toEqual([
    { kind: "name", before: "Accueil", after: "Page d'accueil" },
    { kind: "field", key: "title", before: "Bienvenue", after: "Bonjour" },
    { kind: "input", block: { component: "Heading", position: "1" }, input: "text", before: "Première version", after: "Deuxième version" },
    { kind: "added", block: { component: "Quote", position: "2.2" } },
    { kind: "removed", block: { component: "Button", position: "2" } },
  ]);
});

test("blocks swapped are moved, a block taken into a section is moved there; blocks that only shift after an insertion are not", () => {
  const swapped = { ...before, data: { ...before.data, blocks: [before.data.blocks[1], before.data.blocks[0], before.data.blocks[2]] } };
  expect(diffVersions(before, swapped).map((change) => change.kind)).toEqual(["moved"]);
  const inserted = { ...before, data: { ...before.data, blocks: [block("n", "Heading", { text: "Nouveau" }), ...before.data.blocks] } };
  expect(diffVersions(before, inserted)).toEqual([{ kind: "added", block: { component: "Heading", position: "1" } }]);
  const nested = {
    ...before,
    data: {
      ...before.data,
      blocks: [before.data.blocks[0], block("s", "Core:Section", {}, [block("t", "Text", { text: "<p>Dedans</p>" }), before.data.blocks[1]])],
    },
  };
  expect(diffVersions(before, nested)).toEqual([{ kind: "moved", block: { component: "Button", position: "2.2" }, from: "2" }]);
});

test("values are shown short: text as is, the rest as JSON, none as a dash", () => {
  expect(shownValue("Bonjour")).toBe("Bonjour");
  expect(shownValue({ a: 1 })).toBe('{"a":1}');
  expect(shownValue(undefined)).toBe("—");
  expect(shownValue("x".repeat(200))).toHaveLength(80);
});

test("settings beside the content are compared too: targeting, A/B variations and their share, the dates it shows between", () => {
  const settings = { query: [{ property: "urlPath", operator: "is", value: "/a" }], variations: {}, testRatio: 1, startDate: null, endDate: null };
  const later = { ...settings, query: [{ property: "urlPath", operator: "is", value: "/b" }], testRatio: 0.5, endDate: "2026-12-31T23:00:00.000Z" };
  expect(diffVersions({ ...before, settings }, { ...before, settings: structuredClone(settings) })).toEqual([]);
  expect(diffVersions({ ...before, settings }, { ...before, settings: later })).toEqual([
    {
      kind: "setting",
      key: "query",
      before: '[{"property":"urlPath","operator":"is","value":"/a"}]',
      after: '[{"property":"urlPath","operator":"is","value":"/b"}]',
    },
    { kind: "setting", key: "testRatio", before: "1", after: "0.5" },
    { kind: "setting", key: "endDate", before: "—", after: "2026-12-31T23:00:00.000Z" },
  ]);
});
