import { expect, test } from "vitest";
import { shareText } from "./share-text";

test("the shared result is the heading and an emoji row per guess, without any letter", () => {
  const text = shareText("Rendez-vous · le mot n° 1059 · 2/6", [
    { word: "TERRE", marks: ["absent", "absent", "present", "correct", "correct"] },
    { word: "ARBRE", marks: ["correct", "correct", "correct", "correct", "correct"] },
  ]);
  expect(text).toBe("Rendez-vous · le mot n° 1059 · 2/6\n\n⬛⬛🟨🟩🟩\n🟩🟩🟩🟩🟩");
  expect(text).not.toMatch(/TERRE|ARBRE/);
});
