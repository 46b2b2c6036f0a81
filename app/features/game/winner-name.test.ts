import { expect, test } from "vitest";
import { cleanWinnerName } from "./winner-name";

test("markup is stripped and spaces collapsed", () => {
  expect(cleanWinnerName("  Léa <b>la rapide</b> ")).toEqual({ ok: true, name: "Léa la rapide" });
  expect(cleanWinnerName('<img src=x onerror="alert(1)">Zoé')).toEqual({ ok: true, name: "Zoé" });
  expect(cleanWinnerName("a < b > c")).toEqual({ ok: true, name: "a c" });
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
