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

test("/game/archive lists a month's past puzzles, the latest first, with links to play them; months outside it are 404", async () => {
  const now = new Date();
  const yesterday = parisDay(new Date(now.getTime() - 86_400_000));
  const { status, html, headers } = await renderPage("/game/archive");
  expect(status).toBe(200);
  expect(html).toContain("<h1>Les archives</h1>");
  expect(html).toContain(`href="/game/play?day=${yesterday}"`);
  expect(html).not.toContain(`href="/game/play?day=${parisDay(now)}"`);
  expect(html).not.toContain(ANSWER);
  expect(headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);

  const first = await renderPage("/game/archive?month=2024-01");
  expect(first.html).toContain('href="/game/play?day=2024-01-01"');
  expect(first.html).toContain("Mot n° 1 du 1 janvier 2024");
  expect(first.html).not.toContain('rel="prev"');
  expect(first.html).toContain('href="/game/archive?month=2024-02"');
  expect((await renderPage("/en/game/archive?month=2024-02")).html).toContain("<h1>The archive</h1>");

  for (const month of ["2023-12", "2099-01", "2024-13", "janvier"]) expect((await renderPage(`/game/archive?month=${month}`)).status, month).toBe(404);
});

test("/game/play?day= plays an archive day: its puzzle line and a way back; a day to come or a malformed one is 404", async () => {
  const day = "2024-01-02";
  const { status, html, headers } = await renderPage(`/game/play?day=${day}`);
  expect(status).toBe(200);
  expect(html).toContain("Mot n° 2 du 2 janvier 2024");
  expect(html).toContain('href="/game/archive?month=2024-01"');
  expect(headers.get("cache-control")).toBe("public, max-age=0, s-maxage=3600, stale-while-revalidate=86400");
  const tomorrow = parisDay(new Date(Date.now() + 86_400_000));
  for (const asked of [tomorrow, "2023-12-31", "demain"]) expect((await renderPage(`/game/play?day=${asked}`)).status, asked).toBe(404);
  // Today's date is today's game, not the archive's.
  expect((await renderPage(`/game/play?day=${parisDay(new Date())}`)).html).not.toContain('href="/game/archive?month=');
});
