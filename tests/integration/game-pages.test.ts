import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { parisDay } from "~/features/game/game-day";
import { scheduleWord } from "../factories/game";
import { renderPage } from "../support/pages";

const ANSWER = "ARBRE";

beforeAll(async () => {
  await scheduleWord(ANSWER);
  await env.DB.prepare("INSERT INTO game_scores (id, day, player, name, tries, seconds, winner) VALUES ('p1', ?, 'a:p1', 'Zoé <3', 2, 75, 1)")
    .bind(parisDay(new Date()))
    .run();
});

test("/game shows the rules and today's board, shareable until the next puzzle, without the word", async () => {
  const { status, headers, html } = await renderPage("/game");
  expect(status).toBe(200);
  expect(html).toContain("<h1>Le mot du jour</h1>");
  expect(html).toContain("Les règles");
  expect(html).toContain("Zoé &lt;3");
  expect(html).not.toContain(ANSWER);
  expect(headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
});

test("/game/play renders the empty 6 × 5 grid and the AZERTY keyboard, without the word, in every language", async () => {
  const { html } = await renderPage("/game/play");
  expect(html.match(/class="game-cell"/g)).toHaveLength(30);
  expect(html).toContain('aria-label="Clavier"');
  expect(html).not.toContain(ANSWER);
  expect((await renderPage("/es/game/play")).html).toContain("La palabra del día");
});

test("the board and a player's history are read through their indexes", async () => {
  const plan = async (sql: string) => JSON.stringify((await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind("2026-01-01", 20).all()).results);
  expect(
    await plan("SELECT name, tries, seconds FROM game_scores WHERE day = ? AND winner = 1 AND name <> '' ORDER BY tries, seconds, created_at LIMIT ?"),
  ).toContain("game_scores_by_day");
  expect(await plan("SELECT day, tries, winner FROM game_scores WHERE player = ? ORDER BY day DESC LIMIT ?")).toContain("game_scores_one_per_day");
});
