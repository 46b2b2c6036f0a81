import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { errorOf } from "../support/api-answers";
import { apiCall, setCookies } from "../support/api-call";
import { renderPage } from "../support/pages";
import { createMember, createUser, loginAs } from "../factories/users";
import { addVotes, createSurvey } from "../factories/site-offers";

const vote = (id: string, body: unknown, options: { headers?: Record<string, string>; ip?: string } = {}) =>
  apiCall("POST", `/builder/vote/${id}`, { body, ...options });
const storedVotes = async (id: string) => Number(await env.DB.prepare("SELECT count(*) AS n FROM survey_votes WHERE survey_id = ?").bind(id).first("n"));

test("an anonymous vote counts once, answers the new counts and gives the visitor a voter cookie", async () => {
  const id = await createSurvey({ startDay: -1, endDay: 5 });
  await addVotes(id, { a: 2, b: 1 });
  const first = await vote(id, { answer: "b" });
  expect(first.status).toBe(200);
  expect(first.headers.get("cache-control")).toBe("private, no-store");
  expect(await first.json()).toEqual({ id, votes: { a: 2, b: 2, c: 0 }, total: 4 });
  const [voter = ""] = setCookies(first);
  const cookie = voter.split(";")[0] ?? "";
  expect(cookie).toMatch(/^voter=[A-Za-z0-9_-]{43}$/);
  expect(voter).toMatch(/HttpOnly; SameSite=Lax/);
  // The table keeps only a hash of the visitor's id.
  const key = await env.DB.prepare("SELECT voter_key FROM survey_votes WHERE survey_id = ? AND choice_id = 'b' AND voter_key NOT LIKE ?")
    .bind(id, `${id}-%`)
    .first("voter_key");
  expect(key).toMatch(/^[0-9a-f]{64}$/);
  expect(key).not.toBe(cookie.split("=")[1]);

  const again = await vote(id, { answer: "a" }, { headers: { Cookie: cookie } });
  expect(again.status).toBe(409);
  expect(errorOf(await again.json()).code).toBe("already_voted");
  expect(await storedVotes(id)).toBe(4);
});

test("a member votes once per account, whatever the browser", async () => {
  const id = await createSurvey({ startDay: -1, endDay: 5 });
  const user = await createUser();
  const session = await loginAs(user);
  expect((await vote(id, { answer: "c" }, { headers: { Cookie: session.cookie } })).status).toBe(200);
  const second = await vote(id, { answer: "c" }, { headers: session.headers });
  expect([second.status, errorOf(await second.json()).code]).toEqual([409, "already_voted"]);
  expect(await env.DB.prepare("SELECT choice_id FROM survey_votes WHERE survey_id = ? AND voter_key = ?").bind(id, user.id).first("choice_id")).toBe("c");
});

test("concurrent votes of one voter store one vote", async () => {
  const id = await createSurvey({ startDay: -1, endDay: 5 });
  const { headers } = await loginAs(await createUser());
  const statuses = (await Promise.all(["a", "b", "c", "a"].map((answer) => vote(id, { answer }, { headers })))).map((response) => response.status).sort();
  expect(statuses).toEqual([200, 409, 409, 409]);
  expect(await storedVotes(id)).toBe(1);
});

test("unknown surveys and answers, drafts and votes outside the dates are refused with their code, storing nothing", async () => {
  const open = await createSurvey({ startDay: -1, endDay: 5 });
  const ended = await createSurvey({ startDay: -10, endDay: -1 });
  const future = await createSurvey({ startDay: 2, endDay: 9 });
  const draft = await createSurvey({ startDay: -1, endDay: 5, published: "draft" });
  const cases: [string, unknown, number, string][] = [
    ["nope", { answer: "a" }, 404, "survey_not_found"],
    ["a%20b", { answer: "a" }, 404, "survey_not_found"],
    [draft, { answer: "a" }, 404, "survey_not_found"],
    [open, { answer: "z" }, 400, "unknown_answer"],
    [open, { answer: "" }, 400, "invalid_body"],
    [open, {}, 400, "invalid_body"],
    [ended, { answer: "a" }, 409, "survey_ended"],
    [future, { answer: "a" }, 409, "survey_not_started"],
  ];
  for (const [id, body, status, code] of cases) {
    const response = await vote(id, body);
    expect([id, response.status, errorOf(await response.json()).code]).toEqual([id, status, code]);
  }
  for (const id of [open, ended, future, draft]) expect(await storedVotes(id)).toBe(0);
});

test("votes are rate-limited per client address", async () => {
  const ids = await Promise.all(Array.from({ length: 31 }, () => createSurvey({ startDay: -1, endDay: 5 })));
  const statuses: number[] = [];
  for (const id of ids) statuses.push((await vote(id, { answer: "a" }, { ip: "198.51.100.31" })).status);
  expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
  expect(statuses[30]).toBe(429);
});

test("/sondages lists started surveys, the latest first, with their results; drafts only in preview", async () => {
  const older = await createSurvey({ startDay: -30, endDay: -20, title: "Ancien sondage terminé" });
  await addVotes(older, { a: 30, b: 12, c: 3 });
  const current = await createSurvey({ startDay: -1, endDay: 10, title: "Sondage en cours" });
  await createSurvey({ startDay: 3, endDay: 10, title: "Sondage pas encore ouvert" });
  await createSurvey({ startDay: 0, endDay: 10, title: "Brouillon de sondage", published: "draft" });
  const page = await renderPage("/sondages");
  expect(page.status).toBe(200);
  expect(page.headers.get("cache-control")).toContain("s-maxage=60");
  expect(page.html).toContain("<h1>Sondages</h1>");
  expect(page.html).not.toContain("Sondage pas encore ouvert");
  expect(page.html).not.toContain("Brouillon de sondage");
  const currentAt = page.html.indexOf("Sondage en cours");
  expect(currentAt).toBeGreaterThan(page.html.indexOf("Le sondage du moment"));
  expect(currentAt).toBeLessThan(page.html.indexOf("Ancien sondage terminé"));
  // An ended survey shows its results and total (45 votes: 67 + 27 + 6 = 100 %).
  expect(page.html).toContain("45 votes");
  expect(page.html).toMatch(/data-percent="67"[\s\S]*data-percent="27"[\s\S]*data-percent="6"/);
  expect(current).toBeTruthy();

  expect((await renderPage("/sondages?previewing=true")).html).not.toContain("Brouillon de sondage");
  const editor = await createMember({ role: "admin" });
  const preview = await renderPage("/sondages?previewing=true", { headers: editor.headers });
  expect(preview.html).toContain("Brouillon de sondage");
  expect(preview.headers.get("cache-control")).toBe("private, no-store");
  const english = await renderPage("/en/sondages");
  expect(english.html).toContain("<h1>Polls</h1>");
});

test("the current survey is the latest started one, for the Current Survey block", async () => {
  const { currentSurvey } = await import("~/features/surveys/surveys.server");
  const now = new Date(Date.now() + 400 * 86_400_000);
  const id = await createSurvey({ startDay: 399, title: "Sondage sans fin" });
  const survey = await currentSurvey(env.DB, { preview: false, now });
  expect(survey).toMatchObject({ id, title: "Sondage sans fin", ended: false, total: 0, votes: { a: 0, b: 0, c: 0 } });
  expect(survey?.endDate).toBeUndefined();
});

test("the poll queries are served by indexes", async () => {
  const plan = async (sql: string, ...params: unknown[]) =>
    (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all()
    ).results
      .map((row) => String(row.detail))
      .join(" | ");
  expect(await plan("SELECT id, published, data FROM builder_entries WHERE model = 'sondage' AND published = 'published'")).toContain(
    "builder_entries_by_model",
  );
  expect(
    await plan(
      "SELECT survey_id, choice_id, count(*) AS votes FROM survey_votes WHERE survey_id IN (SELECT value FROM json_each(?)) GROUP BY survey_id, choice_id",
      "[]",
    ),
  ).toMatch(/USING (COVERING )?INDEX survey_votes_by_choice/);
});
