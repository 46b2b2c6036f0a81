import { env } from "cloudflare:workers";
import * as v from "valibot";
import { beforeAll, expect, test } from "vitest";
import { parisDay } from "~/features/game/game-day";
import { GuessAnswerSchema, PlayedDaysSchema, PlayerStateSchema, PuzzleSchema } from "~/features/game/game.schema";
import { scheduleWord } from "../factories/game";
import { createUser, loginAs } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, cookieHeader, setCookies } from "../support/api-call";
import { describedJson } from "../support/api-contract";

const ANSWER = "ARBRE";

beforeAll(() => scheduleWord(ANSWER));

/** A player of their own: the game cookie their first guess gets, kept for their next calls. */
function newPlayer(headers: Record<string, string> = {}) {
  let cookie = headers.Cookie ?? "";
  const call = async (method: string, path: string, body?: unknown, ip?: string) => {
    const response = await apiCall(method, path, { body, ip, headers: cookie ? { ...headers, Cookie: cookie } : headers });
    const set = cookieHeader(response);
    if (set) cookie = cookie ? `${cookie}; ${set}` : set;
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, body: text ? (JSON.parse(text) as unknown) : null };
  };
  return {
    call,
    guess: async (word: string) => call("POST", "/game/word/valid", { word }),
    score: (body: unknown) => call("POST", "/game/score", body),
    name: (name: string, ip?: string) => call("POST", "/game/winner", { name }, ip),
  };
}

test("GET /game/word gives today's puzzle in Paris time, shareable until midnight, never the word", async () => {
  const response = await apiCall("GET", "/game/word");
  expect(response.status).toBe(200);
  const text = await response.text();
  const puzzle = v.parse(PuzzleSchema, JSON.parse(text));
  expect(puzzle).toMatchObject({ date: parisDay(new Date()), length: 5, maxTries: 6 });
  expect(puzzle.id).toBeGreaterThan(1000);
  expect(text).not.toContain(ANSWER);
  expect(response.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
});

test("a guess of the wrong length or with other characters than letters answers 400 with a clear message", async () => {
  const player = newPlayer();
  const cases: [word: string, code: string][] = [
    ["ARBR", "invalid_word_length"],
    ["ARBRES", "invalid_word_length"],
    ["", "invalid_word_length"],
    ["AR1RE", "invalid_word_letters"],
    ["A BRE", "invalid_word_letters"],
    ["<b>x", "invalid_word_letters"],
  ];
  for (const [word, code] of cases) {
    const answer = await player.guess(word);
    expect(answer.status, word).toBe(400);
    expect(errorOf(answer.body).code, word).toBe(code);
  }
  expect(errorOf((await player.guess("ARBR")).body).message).toBe("Invalid word: it must have exactly 5 letters.");
  expect((await player.call("POST", "/game/word/valid", { word: 12345 })).status).toBe(400);
});

test("a word outside the dictionary is not valid and costs no try; accents are ignored", async () => {
  const player = newPlayer();
  expect((await player.guess("ZZZZZ")).body).toEqual({ valid: false, word: "ZZZZZ" });
  const accented = v.parse(GuessAnswerSchema, (await player.guess("tèrré")).body);
  expect(accented).toEqual({ valid: true, word: "TERRE", marks: ["absent", "absent", "present", "correct", "correct"], tries: 1, status: "playing" });
});

test("the first guess gives an anonymous player an HttpOnly game cookie, and the next guesses count on it", async () => {
  const player = newPlayer();
  const first = await player.guess("PLUIE");
  expect(setCookies(first).join()).toMatch(/^game_player=[0-9a-f]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
  expect(first.headers.get("cache-control")).toBe("private, no-store");
  const second = await player.guess("FLEUR");
  expect(setCookies(second)).toEqual([]);
  expect(v.parse(GuessAnswerSchema, second.body)).toMatchObject({ tries: 2, status: "playing" });
});

test("a won game is over at once: no more guesses, scored once (409 the second time), the word is not told again", async () => {
  const player = newPlayer();
  await player.guess("TERRE");
  const win = v.parse(GuessAnswerSchema, (await player.guess("arbre")).body);
  expect(win).toEqual({ valid: true, word: ANSWER, marks: Array(5).fill("correct"), tries: 2, status: "won" });
  const after = await player.guess("FLEUR");
  expect(after.status).toBe(409);
  expect(errorOf(after.body).code).toBe("game_over");

  const scored = await player.score({ tries: 2, seconds: 40, won: true });
  expect(scored.status).toBe(201);
  expect(scored.body).toEqual({ recorded: true });
  const again = await player.score({ tries: 2, seconds: 40, won: true });
  expect(again.status).toBe(409);
  expect(errorOf(again.body).code).toBe("already_scored");

  const me = v.parse(PlayerStateSchema, (await player.call("GET", "/game/me")).body);
  expect(me.player).toBe("anonymous");
  expect(me.today).toMatchObject({ status: "won", scored: true });
  expect(me.today.guesses.map((guess) => guess.word)).toEqual(["TERRE", ANSWER]);
  expect(me.stats).toMatchObject({ played: 1, wins: 1, currentStreak: 1, distribution: [0, 1, 0, 0, 0, 0] });
});

test("the answer cannot be read from any answer before the game is lost; the lost game's score tells it", async () => {
  const player = newPlayer();
  const early = await player.score({ tries: 1, seconds: 5, won: false });
  expect(early.status).toBe(409);
  expect(errorOf(early.body).code).toBe("game_not_finished");
  const seen: string[] = [];
  for (const word of ["TERRE", "PLUIE", "FLEUR", "NUAGE", "HERBE"]) {
    const answer = await player.guess(word);
    seen.push(answer.text, (await player.call("GET", "/game/me")).text, (await player.call("GET", "/game/word")).text);
  }
  const notYet = await player.score({ tries: 5, seconds: 60, won: false });
  seen.push(notYet.text);
  expect(errorOf(notYet.body).code).toBe("game_not_finished");
  for (const text of seen) expect(text).not.toContain(ANSWER);

  const last = v.parse(GuessAnswerSchema, (await player.guess("TRAIN")).body);
  expect(last).toMatchObject({ tries: 6, status: "lost" });
  expect(JSON.stringify(last)).not.toContain(ANSWER);
  expect(errorOf((await player.guess("SABLE")).body).code).toBe("game_over");

  const mismatch = await player.score({ tries: 6, seconds: 60, won: true });
  expect(mismatch.status).toBe(409);
  expect(errorOf(mismatch.body).code).toBe("score_mismatch");
  const scored = await player.score({ tries: 6, seconds: 60, won: false });
  expect(scored.status).toBe(201);
  expect(scored.body).toEqual({ recorded: true, answer: ANSWER });
});

test("a score without any game answers 409, and a bad score body 400", async () => {
  const stranger = newPlayer();
  expect(errorOf((await stranger.score({ tries: 3, seconds: 20, won: true })).body).code).toBe("game_not_finished");
  for (const body of [
    { tries: 0, seconds: 1, won: true },
    { tries: 7, seconds: 1, won: true },
    { tries: 2, seconds: -1, won: true },
    { tries: 2, seconds: 1 },
  ]) {
    expect((await stranger.score(body)).status).toBe(400);
  }
});

test("the time recorded is never shorter than the server saw between the first and the last guess", async () => {
  const player = newPlayer();
  // Only this test opens with SABLE then HERBE.
  await player.guess("SABLE");
  await player.guess("HERBE");
  const playerKey = await env.DB.prepare("SELECT player FROM game_rounds WHERE guesses = 'SABLE HERBE'").first("player");
  await env.DB.prepare("UPDATE game_rounds SET started_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-90 seconds') WHERE player = ?").bind(playerKey).run();
  await player.guess(ANSWER);
  await player.score({ tries: 3, seconds: 3, won: true });
  expect(await env.DB.prepare("SELECT seconds FROM game_scores WHERE player = ?").bind(playerKey).first("seconds")).toBeGreaterThanOrEqual(89);
});

test("only a player who won today may name themselves; markup is stripped, control characters refused", async () => {
  const loser = newPlayer();
  for (const word of ["TERRE", "PLUIE", "FLEUR", "NUAGE", "HERBE", "TRAIN"]) await loser.guess(word);
  await loser.score({ tries: 6, seconds: 80, won: false });
  const refused = await loser.name("Perdant");
  expect(refused.status).toBe(403);
  expect(errorOf(refused.body).code).toBe("not_a_winner");
  expect((await newPlayer().name("Personne")).status).toBe(403);

  const winner = newPlayer();
  await winner.guess(ANSWER);
  // Not scored yet: nothing to name.
  expect((await winner.name("Trop tôt")).status).toBe(403);
  await winner.score({ tries: 1, seconds: 12, won: true });
  const control = await winner.name("Léa\u0007");
  expect(control.status).toBe(400);
  expect(errorOf(control.body)).toEqual({ code: "invalid_name", message: "Invalid name: control characters are not allowed." });
  expect(errorOf((await winner.name("x".repeat(25))).body).code).toBe("invalid_name");
  expect(errorOf((await winner.name("<script></script>")).body).code).toBe("invalid_name");
  const named = await winner.name(' <b>Léa</b> <img src=x onerror="alert(1)">la rapide ');
  expect(named.status).toBe(200);
  expect(named.body).toMatchObject({ name: "Léa la rapide" });

  const board = await apiCall("GET", "/game/winners");
  expect(board.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=\d+/);
  const lines = ((await board.json()) as { date: string; data: { name: string }[] }).data;
  expect(lines[0]).toEqual({ rank: 1, name: "Léa la rapide", tries: 1, seconds: 12 });
  expect(lines.map((line) => line.name)).not.toContain("Perdant");
});

test("the board lists named winners by fewest tries, then fastest", async () => {
  const day = parisDay(new Date());
  await env.DB.batch(
    [
      ["s1", "Rapide", 3, 30],
      ["s2", "Lente", 3, 300],
      ["s3", "Chanceux", 2, 500],
      ["s4", "", 1, 5],
    ].map(([id, name, tries, seconds]) =>
      env.DB.prepare("INSERT INTO game_scores (id, day, player, name, tries, seconds, winner) VALUES (?, ?, ?, ?, ?, ?, 1)").bind(
        id,
        day,
        `a:${id}`,
        name,
        tries,
        seconds,
      ),
    ),
  );
  const body = (await (await apiCall("GET", "/game/winners")).json()) as { date: string; data: { name: string; rank: number }[] };
  expect(body.date).toBe(day);
  const names = body.data.map((line) => line.name);
  expect(names.indexOf("Chanceux")).toBeLessThan(names.indexOf("Rapide"));
  expect(names.indexOf("Rapide")).toBeLessThan(names.indexOf("Lente"));
  expect(names).not.toContain("");
});

test("naming oneself is rate-limited per address: the 6th try in 10 minutes answers 429", async () => {
  const player = newPlayer();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await player.name(`Nom ${i}`, "198.51.100.40")).status);
  expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
  expect(Number((await player.name("Encore", "198.51.100.40")).headers.get("retry-after"))).toBeGreaterThan(0);
});

test("a logged-in player is their account: no game cookie, one score a day, statistics from the account", async () => {
  const user = await createUser();
  const session = await loginAs(user);
  const player = newPlayer({ Cookie: session.cookie });
  const win = await player.guess(ANSWER);
  expect(win.headers.getSetCookie().some((cookie) => cookie.startsWith("game_player="))).toBe(false);
  expect((await player.score({ tries: 1, seconds: 9, won: true })).status).toBe(201);
  expect(await env.DB.prepare("SELECT player FROM game_scores WHERE user_id = ?").bind(user.id).first("player")).toBe(`u:${user.id}`);

  // Another device of the same account: the game of today is over there too.
  const otherDevice = newPlayer({ Authorization: session.headers.Authorization });
  expect(errorOf((await otherDevice.guess("TERRE")).body).code).toBe("game_over");
  expect((await otherDevice.score({ tries: 1, seconds: 9, won: true })).status).toBe(409);
  const me = v.parse(PlayerStateSchema, (await otherDevice.call("GET", "/game/me")).body);
  expect(me).toMatchObject({ player: "user", today: { status: "won", scored: true }, stats: { played: 1, wins: 1, currentStreak: 1 } });
});

test("GET /game/me without any game says so, privately", async () => {
  const response = await apiCall("GET", "/game/me");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(await response.json()).toEqual({
    player: "none",
    today: { status: "new", guesses: [], scored: false },
    stats: { played: 0, wins: 0, currentStreak: 0, maxStreak: 0, distribution: [0, 0, 0, 0, 0, 0] },
  });
});

test("checked guesses are rate-limited per address: the 121st in 10 minutes answers 429", async () => {
  const statuses = new Set<number>();
  for (let i = 0; i < 120; i++) statuses.add((await apiCall("POST", "/game/word/valid", { body: { word: "ZZZZZ" }, ip: "198.51.100.41" })).status);
  expect([...statuses]).toEqual([200]);
  const refused = await apiCall("POST", "/game/word/valid", { body: { word: "ZZZZZ" }, ip: "198.51.100.41" });
  expect(refused.status).toBe(429);
  expect((await apiCall("POST", "/game/word/valid", { body: { word: "ZZZZZ" }, ip: "198.51.100.42" })).status).toBe(200);
});

/** 'YYYY-MM-DD' of the Paris day `days` from today (negative: earlier). */
function dayFromToday(days: number) {
  return parisDay(new Date(Date.now() + days * 86_400_000));
}

test("an archive day's puzzle is played like today's: its own word and round, told at the end, never scored", async () => {
  const day = dayFromToday(-3);
  await scheduleWord("PLUME", { from: day });
  const puzzle = await apiCall("GET", `/game/word?day=${day}`);
  expect(puzzle.status).toBe(200);
  expect(v.parse(PuzzleSchema, await puzzle.json())).toMatchObject({ date: day, length: 5, maxTries: 6 });
  expect(puzzle.headers.get("cache-control")).toMatch(/^public, max-age=0, s-maxage=3600/);

  const player = newPlayer();
  const first = v.parse(GuessAnswerSchema, (await player.call("POST", "/game/word/valid", { word: "TERRE", day })).body);
  expect(first).toMatchObject({ valid: true, tries: 1, status: "playing" });
  // Today's round is another one: the archive day's guess spent none of its tries.
  expect(v.parse(PlayerStateSchema, (await player.call("GET", "/game/me")).body).today).toMatchObject({ status: "new", guesses: [] });
  const archived = v.parse(PlayerStateSchema, (await player.call("GET", `/game/me?day=${day}`)).body).today;
  expect(archived.guesses.map((guess) => guess.word)).toEqual(["TERRE"]);

  for (const word of ["PLUIE", "FLEUR", "NUAGE", "HERBE", "TRAIN"]) await player.call("POST", "/game/word/valid", { word, day });
  const lost = v.parse(PlayerStateSchema, (await player.call("GET", `/game/me?day=${day}`)).body).today;
  expect(lost).toMatchObject({ status: "lost", answer: "PLUME", scored: false });
  expect((await player.call("POST", "/game/word/valid", { word: "PLUME", day })).status).toBe(409);
  // Nothing of it reaches the statistics or today's score.
  expect(v.parse(PlayerStateSchema, (await player.call("GET", "/game/me")).body).stats.played).toBe(0);
  expect(errorOf((await player.score({ tries: 6, won: false, seconds: 60 })).body).code).toBe("game_not_finished");

  const month = day.slice(0, 7);
  const rounds = await player.call("GET", `/game/me/rounds?month=${month}`);
  expect(rounds.headers.get("cache-control")).toBe("private, no-store");
  expect(v.parse(PlayedDaysSchema, rounds.body)).toEqual({ month, data: [{ day, status: "lost", tries: 6 }] });
});

test("a day to come, a day before puzzle 1 or a malformed one has no puzzle: 404 or 400, and no round is kept", async () => {
  const player = newPlayer();
  for (const day of [dayFromToday(1), "2023-12-31"]) {
    expect(errorOf((await player.call("GET", `/game/word?day=${day}`)).body).code, day).toBe("no_puzzle");
    expect((await player.call("POST", "/game/word/valid", { word: "TERRE", day })).status, day).toBe(404);
    expect(errorOf((await player.call("GET", `/game/me?day=${day}`)).body).code, day).toBe("no_puzzle");
  }
  for (const day of ["2026-02-30", "hier", "2026-1-05"]) {
    expect((await player.call("GET", `/game/word?day=${encodeURIComponent(day)}`)).status, day).toBe(400);
    expect((await player.call("POST", "/game/word/valid", { word: "TERRE", day })).status, day).toBe(400);
  }
  expect((await player.call("GET", "/game/me/rounds?month=2026-13")).status).toBe(400);
  const rows = await env.DB.prepare("SELECT count(*) AS n FROM game_rounds WHERE day > ? OR day < '2024-01-01'").bind(dayFromToday(0)).first("n");
  expect(rows).toBe(0);
});

test("a player who never played has no rounds in the archive's months", async () => {
  const answer = await apiCall("GET", `/game/me/rounds?month=${dayFromToday(-1).slice(0, 7)}`);
  expect(answer.status).toBe(200);
  expect(v.parse(PlayedDaysSchema, await answer.json()).data).toEqual([]);
});

test("the archive's calls answer as described, refusals included", async () => {
  const day = dayFromToday(-2);
  for (const [method, path, body] of [
    ["GET", `/game/word?day=${day}`],
    ["GET", `/game/word?day=${dayFromToday(1)}`],
    ["POST", "/game/word/valid", { word: "TERRE", day }],
    ["POST", "/game/word/valid", { word: "TERRE", day: "2026-02-30" }],
    ["GET", `/game/me?day=${day}`],
    ["GET", `/game/me/rounds?month=${day.slice(0, 7)}`],
    ["GET", "/game/me/rounds?month=mai"],
  ] as const) {
    const { status, problems } = await describedJson(method, path, { body });
    expect(problems, `${method} ${path}`).toEqual([]);
    expect(status, `${method} ${path}`).toBeLessThan(500);
  }
});
