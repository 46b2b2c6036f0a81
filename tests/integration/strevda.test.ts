import { env } from "cloudflare:workers";
import { expect, onTestFinished, test } from "vitest";
import { createEvent, deleteRows } from "../factories/events";
import { apiCall, getJson } from "../support/api-call";
import { answerProblems } from "../support/api-contract";

const HOUR = 3_600_000;
const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * HOUR).toISOString();

/** An event flagged live (docs/product.md §7 GET /strevda/live), removed after the test. */
async function liveEvent(input: Parameters<typeof createEvent>[0]) {
  const id = await createEvent(input);
  await env.DB.prepare("UPDATE events SET live = 1 WHERE id = ?").bind(id).run();
  onTestFinished(() => deleteRows("events", [id]));
  return id;
}

test("without a live event happening, the banner gets {live: false}, shareable for a little while", async () => {
  const { status, headers, body } = await getJson("/strevda/live");
  expect(status).toBe(200);
  expect(body).toEqual({ live: false });
  expect(await answerProblems("GET", "/strevda/live", status, body)).toEqual([]);
  expect(headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=150");
});

test("an event flagged live and happening now is the banner's, in the visitor's language", async () => {
  const [startDate, endDate] = [at(-1), at(1)];
  const id = await liveEvent({
    slug: "direct-climat",
    title: "Le direct du climat",
    translations: { en: "The climate live" },
    startDate,
    endDate,
    visio: true,
  });
  const { body } = await getJson("/strevda/live?lang=en");
  expect(body).toEqual({
    live: true,
    event: {
      _id: id,
      slug: "direct-climat",
      title: "The climate live",
      startDate,
      endDate,
      timezone: "Europe/Paris",
      visio: true,
      cover: "/covers/climat.png",
      url: "/en/events/e/direct-climat",
    },
  });
  // Spanish has no text: the event's own language stands in.
  expect((await getJson("/strevda/live?lang=es")).body).toMatchObject({
    live: true,
    event: { title: "Le direct du climat", url: "/es/events/e/direct-climat" },
  });
  expect((await getJson("/strevda/live")).body).toMatchObject({ event: { url: "/events/e/direct-climat" } });
});

test("events not flagged, not started, over, cancelled or private are not live; an open-ended one is for 3 hours", async () => {
  const plain = await createEvent({ slug: "pas-en-direct", title: "Pas en direct", startDate: at(-1), endDate: at(1) });
  onTestFinished(() => deleteRows("events", [plain]));
  await liveEvent({ slug: "plus-tard", title: "Plus tard", startDate: at(1), endDate: at(2) });
  await liveEvent({ slug: "fini", title: "Fini", startDate: at(-3), endDate: at(-1) });
  await liveEvent({ slug: "annule", title: "Annulé", startDate: at(-1), endDate: at(1), status: "cancelled" });
  await liveEvent({ slug: "prive", title: "Privé", startDate: at(-1), endDate: at(1), private: true });
  await liveEvent({ slug: "sans-fin-ancien", title: "Sans fin, ancien", startDate: at(-4) });
  expect((await getJson("/strevda/live")).body).toEqual({ live: false });
  await liveEvent({ slug: "sans-fin", title: "Sans fin", startDate: at(-2) });
  const live = await getJson("/strevda/live");
  expect(live.body).toMatchObject({ live: true, event: { slug: "sans-fin", endDate: null } });
  // The answer is as the API's description says (docs/decisions/026-openapi-from-schemas.md).
  expect(await answerProblems("GET", "/strevda/live", live.status, live.body)).toEqual([]);
});

test("a bad language answers 400", async () => {
  expect((await apiCall("GET", "/strevda/live?lang=de")).status).toBe(400);
});
