import { expect, test } from "vitest";
import { foldPlaceName, prefixRange } from "./search-name";

test("folding drops case and accents and turns hyphens and apostrophes into spaces", () => {
  expect(foldPlaceName("Genève")).toBe("geneve");
  expect(foldPlaceName("GENEVE")).toBe("geneve");
  expect(foldPlaceName("L'Haÿ-les-Roses")).toBe("l hay les roses");
  expect(foldPlaceName("Villeneuve-d’Ascq")).toBe("villeneuve d ascq");
  expect(foldPlaceName("  Aix -- en   Provence ")).toBe("aix en provence");
  expect(foldPlaceName("Œuilly")).toBe("oeuilly");
  expect(foldPlaceName("Łódź")).toBe("lodz");
  expect(foldPlaceName("Straße")).toBe("strasse");
  expect(foldPlaceName("İzmir")).toBe("izmir");
});

test('"st" and "ste" before another word read as "saint" and "sainte"', () => {
  expect(foldPlaceName("Saint-Étienne")).toBe("saint etienne");
  expect(foldPlaceName("st etienne")).toBe("saint etienne");
  expect(foldPlaceName("St-Étienne")).toBe("saint etienne");
  expect(foldPlaceName("Ste Foy")).toBe("sainte foy");
  expect(foldPlaceName("st e")).toBe("saint e");
  // A last word may still be growing: "st" is the start of "Strasbourg" too.
  expect(foldPlaceName("st")).toBe("st");
  expect(foldPlaceName("St ")).toBe("st");
  expect(foldPlaceName("Stains")).toBe("stains");
});

test("punctuation alone folds to nothing", () => {
  expect(foldPlaceName(" -' ")).toBe("");
});

test("the prefix range covers exactly the names starting with the prefix", () => {
  const { from, to } = prefixRange("lyo");
  expect({ from, to }).toEqual({ from: "lyo", to: "lyp" });
  const within = (name: string) => name >= from && name < to;
  expect(["lyo", "lyon", "lyons la foret"].every(within)).toBe(true);
  expect(["ly", "lyp", "lyoz"].map(within)).toEqual([false, false, true]);
  expect(prefixRange("saint ")).toEqual({ from: "saint ", to: "saint!" });
  expect(prefixRange("a😀")).toEqual({ from: "a😀", to: "a😁" });
});
