import { expect, test } from "vitest";
import { scheduleWord } from "../factories/game";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson } from "../support/api-call";

test("without any scheduled word there is no puzzle: 404 no_puzzle", async () => {
  const response = await apiJson("GET", "/game/word");
  expect(response.status).toBe(404);
  expect(errorOf(response.body).code).toBe("no_puzzle");
  expect(errorOf((await apiJson("POST", "/game/word/valid", { body: { word: "TERRE" } })).body).code).toBe("no_puzzle");
});

test("past the end of the schedule, the game goes on with a scheduled word", async () => {
  await scheduleWord("SABLE", { from: "2020-01-01" });
  expect((await apiCall("GET", "/game/word")).status).toBe(200);
  const win = await apiJson("POST", "/game/word/valid", { body: { word: "sable" } });
  expect(win.body).toMatchObject({ valid: true, status: "won" });
});
