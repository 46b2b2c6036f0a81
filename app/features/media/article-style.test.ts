import { expect, test } from "vitest";
import { isNewerArticle } from "./article-style";

test("articles published after 2024-03-21 get the newer styling, that day and before do not", () => {
  expect(isNewerArticle({ firstPublished: "2024-03-22T08:00:00.000Z" })).toBe(true);
  expect(isNewerArticle({ firstPublished: "2024-03-21T18:00:00.000Z" })).toBe(false);
  expect(isNewerArticle({ firstPublished: "2023-11-02T08:00:00.000Z" })).toBe(false);
});
