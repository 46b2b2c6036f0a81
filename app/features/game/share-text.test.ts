import { expect, test } from "vitest";
import { shareText } from "./share-text";

const guesses = [
  { word: "TERRE", marks: ["absent", "absent", "present", "correct", "correct"] as const },
  { word: "ARBRE", marks: ["correct", "correct", "correct", "correct", "correct"] as const },
].map((guess) => ({ word: guess.word, marks: [...guess.marks] }));

test("the shared result is the heading, an emoji row per guess and the link back, without any letter", () => {
  const text = shareText("Rendez-vous · le mot n° 1059 · 2/6", guesses, { contrast: false, link: "https://rendez-vous.test/game" });
  expect(text).toBe("Rendez-vous · le mot n° 1059 · 2/6\n\n⬛⬛🟨🟩🟩\n🟩🟩🟩🟩🟩\n\nhttps://rendez-vous.test/game");
  expect(text).not.toMatch(/TERRE|ARBRE/);
});

test("in the colour-blind palette the squares are orange and blue, as on the grid", () => {
  const text = shareText("Rendez-vous · word #1059 · 2/6", guesses, { contrast: true, link: "https://rendez-vous.test/en/game" });
  expect(text).toBe("Rendez-vous · word #1059 · 2/6\n\n⬛⬛🟦🟧🟧\n🟧🟧🟧🟧🟧\n\nhttps://rendez-vous.test/en/game");
});
