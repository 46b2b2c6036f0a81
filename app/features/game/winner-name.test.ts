import { expect, test } from "vitest";
import { cleanWinnerName } from "./winner-name";

test("markup is stripped and spaces collapsed", () => {
  expect(cleanWinnerName("  Léa <b>la rapide</b> ")).toEqual({ ok: true, name: "Léa la rapide" });
  expect(cleanWinnerName('<img src=x onerror="alert(1)">Zoé')).toEqual({ ok: true, name: "Zoé" });
  expect(cleanWinnerName("a < b > c")).toEqual({ ok: true, name: "a c" });
});

test("tags are dropped whole, a tag cut short too, and the text around them stays", () => {
  expect(cleanWinnerName("<img src=x onerror=alert(1)>Audit")).toEqual({ ok: true, name: "Audit" });
  expect(cleanWinnerName("<script>alert(1)</script>Audit")).toEqual({ ok: true, name: "alert(1) Audit" });
  // A tag cut short (a name truncated as it was typed) goes too, never its attributes.
  expect(cleanWinnerName("<img src=x onerror=alert")).toEqual({ ok: false, problem: "empty" });
  expect(cleanWinnerName("Audit <img src=x onerror=alert")).toEqual({ ok: true, name: "Audit" });
  expect(cleanWinnerName("Léa <3")).toEqual({ ok: true, name: "Léa 3" });
});

test("control characters and hidden format marks are refused", () => {
  expect(cleanWinnerName("Léa\u0000")).toEqual({ ok: false, problem: "control_characters" });
  expect(cleanWinnerName("Léa\nBob")).toEqual({ ok: false, problem: "control_characters" });
  expect(cleanWinnerName("\u202eaèL")).toEqual({ ok: false, problem: "control_characters" });
});

test("a name is 1 to 24 characters once cleaned", () => {
  expect(cleanWinnerName("<i></i>")).toEqual({ ok: false, problem: "empty" });
  expect(cleanWinnerName("x".repeat(25))).toEqual({ ok: false, problem: "too_long" });
  expect(cleanWinnerName("é".repeat(24))).toEqual({ ok: true, name: "é".repeat(24) });
});
