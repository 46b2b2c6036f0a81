import type { APIRequestContext } from "@playwright/test";
import * as v from "valibot";
import { expect, test } from "../../e2e/fixtures";
import { eventBody } from "../../e2e/people";
import { ALL_PAYLOADS, ALL_PAYLOADS_LINE, XSS_PAYLOADS } from "./payloads";
import { clientIp, createdEvent, logInAs, writer, writeWithFallback, type Writer } from "./people";
import { visit, watchForXss } from "./watch";

/*
 * The XSS probe (docs/security.md "Output encoding"): every payload of the corpus goes through every field a
 * member, an organizer or an admin writes, then every page that shows the field is loaded in Chromium, as the
 * visitor who would see it. Nothing may run (`__xss`), no CSP violation may be reported, and no payload may
 * leave markup in the DOM. A field that refuses a payload (400) is a fine outcome; what it stores must be shown
 * as text.
 */

const payload = (n: number) => XSS_PAYLOADS[n % XSS_PAYLOADS.length] ?? "";

/** Its one registration question (kept by its id on a rewrite, so the answers stay on the attendee table). */
const question = (label: string, id?: string) => [{ ...(id ? { id } : {}), kind: "text", label: { fr: label } }];

/** An event whose every text field carries payload `n` (the description carries them all, its question one). */
function hostileEvent(n: number, stamp: string, days: number, questionId?: string) {
  const title = `${payload(n)} ${stamp}`;
  const place = { formattedAddress: `${payload(n)}, 69001 Lyon`, city: "Lyon", countryCode: "FR", lat: 45.76, lng: 4.83, name: payload(n) };
  return eventBody(title, {
    days,
    texts: { fr: { title, description: `<p>${payload(n)}</p>${payload(n)}<p>${ALL_PAYLOADS}</p>` } },
    address: place,
    cover: "https://images.exemple.test/couverture.png",
    coverAltText: payload(n),
    tags: [payload(n).slice(0, 40)],
    emails: { confirmation: ALL_PAYLOADS_LINE.slice(0, 2000), reminder: payload(n) },
    questions: question(payload(n), questionId),
    accessibility: ["stepFree"],
    accessibilityNote: payload(n + 1),
  });
}

/** The same event with harmless texts: what a refused field falls back to. */
const harmlessEvent = (n: number, stamp: string, days: number, questionId?: string) =>
  eventBody(`Atelier ${n} ${stamp}`, { days, cover: null, coverAltText: null, questions: question("Question", questionId) });

const QuestionIds = v.object({ questions: v.array(v.object({ id: v.string() })) });

/** Creates (or rewrites, with `id`) an event of `who` carrying payload `n`; the body that was accepted. */
async function organizeHostile(
  request: APIRequestContext,
  who: Writer,
  n: number,
  stamp: string,
  { id, days = 6, questionId }: { id?: string; days?: number; questionId?: string } = {},
) {
  const write = (data: Record<string, unknown>) =>
    id ? request.put(`/api/v1/events/${id}`, { data, headers: who.headers }) : request.post("/api/v1/events/", { data, headers: who.headers });
  const { json } = await writeWithFallback(write, hostileEvent(n, stamp, days, questionId), harmlessEvent(n, stamp, days, questionId));
  return { ...createdEvent(json), questionId: v.parse(QuestionIds, json).questions[0]?.id ?? "" };
}

/** Gives `who` names and an address carrying payloads `n`, `n + 1` and `n + 2`. */
async function hostileProfile(request: APIRequestContext, who: Writer, n: number) {
  const body = {
    displayname: payload(n),
    firstName: payload(n + 1),
    lastName: payload(n + 2),
    address: { formattedAddress: payload(n), city: payload(n + 1), name: payload(n + 2) },
  };
  await writeWithFallback((data) => request.put(`/api/v1/users/${who.id}`, { data, headers: who.headers }), body, {
    displayname: "Sonde",
    firstName: "Sonde",
    lastName: "Sonde",
    address: { formattedAddress: "Lyon", city: "Lyon", name: "Lyon" },
  });
}

/**
 * Three organizers (names and address: three payloads each), each with three events (a payload each, all of
 * them in the description, one in its registration question); each attends another's first event (answering
 * its question with a payload), which then moves into the past and gets their
 * feedback (all payloads), and each organizer writes to their attendees (all payloads). Then every page that
 * shows these texts, to the people who see them (the pages that show only the same kinds of text again, to the
 * first organizer of the group).
 */
for (const group of [0, 1, 2]) {
  test(`payloads in profiles, events, feedback and messages never run (organizers ${group * 3} to ${group * 3 + 2})`, async ({ page, context, request }) => {
    test.setTimeout(180_000);
    const stamp = `sonde${group}x${Date.now().toString(36)}`;
    const organizers = await Promise.all([0, 1, 2].map((i) => writer(request, `org${group}${i}`)));
    const events: { id: string; slug: string; questionId: string }[][] = [];
    for (const [i, who] of organizers.entries()) {
      const first = (group * 3 + i) * 3;
      await hostileProfile(request, who, first);
      events.push(await Promise.all([0, 1, 2].map((j) => organizeHostile(request, who, first + j, stamp, { days: 2 + j }))));
    }
    for (const [i, who] of organizers.entries()) {
      const host = (i + 1) % 3;
      const target = events[host]?.[0];
      const owner = organizers[host];
      if (!target || !owner) throw new Error("no event");
      // The answer to its question is shown to its organizers (attendee table, CSV).
      await writeWithFallback(
        (data) => request.post(`/api/v1/events/attend/${target.id}`, { data, headers: who.headers }),
        { lang: "fr", transactionnal: false, answers: { [target.questionId]: payload(group * 3 + i + 13) } },
        { lang: "fr", transactionnal: false, answers: { [target.questionId]: "Sonde" } },
      );
      const message = { subject: payload(group * 3 + i).replace(/[\r\n\u2028\u2029]/g, " "), message: ALL_PAYLOADS };
      await writeWithFallback((data) => request.post(`/api/v1/events/contact/${target.id}`, { data, headers: owner.headers }), message, {
        subject: "Sonde",
        message: "Sonde",
      });
      // One kept for tomorrow: the attendees page lists it, with its subject and text.
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
      await writeWithFallback(
        (data) => request.post(`/api/v1/events/contact/${target.id}`, { data, headers: owner.headers }),
        { ...message, sendAt: tomorrow },
        { subject: "Sonde", message: "Sonde", sendAt: tomorrow },
      );
      await organizeHostile(request, owner, (group * 3 + host) * 3, stamp, { id: target.id, days: -2, questionId: target.questionId });
      await writeWithFallback(
        (data) => request.post(`/api/v1/events/feedback/${target.id}`, { data, headers: who.headers }),
        { rating: 4, text: ALL_PAYLOADS },
        { rating: 4, text: "Sonde" },
      );
    }

    const findings = await watchForXss(page);
    const problems: string[] = [];
    for (const [i, who] of organizers.entries()) {
      const first = events[i]?.[0];
      const attended = events[(i + 1) % 3]?.[0];
      if (!first || !attended) throw new Error("no event");
      await logInAs(context, who);
      // Each organizer's names (their profile), their attendee's names and their mail carry payloads of their own.
      const pages = ["/account/profile", `/organize/event/${first.slug}/attendees`, `/dev/mail?to=${encodeURIComponent(who.email)}`];
      // The other pages show the same kinds of text (titles, and the feedback and messages that carry every payload):
      // the first organizer's are enough there; every title still goes through the event pages, listing and search.
      if (i === 0) {
        pages.push("/account/agenda/past", "/organize/mine/active", "/organize/mine/past", `/events/e/${attended.slug}/feedback`);
        pages.push(...["feedbacks", "dashboard", "edit"].map((tab) => `/organize/event/${first.slug}/${tab}`));
      }
      for (const path of pages) await visit(page, findings, path, problems);
    }
    await context.clearCookies();
    for (const event of events.flat()) await visit(page, findings, `/events/e/${event.slug}`, problems);
    await visit(page, findings, `/en/events/e/${events[0]?.[1]?.slug}`, problems);
    await visit(page, findings, `/events?search=${stamp}`, problems);
    await visit(page, findings, `/search?q=${stamp}`, problems);
    expect(problems).toEqual([]);
  });
}

/** The seeded admin (scripts/seed/accounts.mjs), as tests/e2e/admin.spec.ts logs in. */
const ADMIN = { email: "admin@rendez-vous.test", password: "admin-demo-2026" };

test("payloads an admin writes (translations, a hidden topic, a widget and its partners, a page) never run", async ({ page, context }) => {
  test.setTimeout(120_000);
  const stamp = `sondeadmin${Date.now().toString(36)}`;
  await logInAs(context, ADMIN);
  const request = context.request;
  const headers = clientIp();
  const problems: string[] = [];
  // Keys no page shows: labels the other journeys read stay as they are; /admin/translations shows these. Quoted
  // for ICU ('…'), so every page's messages stay valid and the server does not log each one as refused.
  for (const [n, text] of XSS_PAYLOADS.entries()) {
    const icu = text.replace(/'/g, "''").replace(/[{}<>#|]+/g, (special) => `'${special}'`);
    const saved = await request.put("/api/v1/admin/translations", { data: { module: "events", key: `${stamp}.${n}`, texts: { fr: icu, en: icu } }, headers });
    expect(saved.status()).toBeLessThan(500);
  }
  // A hidden topic: it never joins the listing's filters, but the event that has it shows its name.
  const topic = await request.post("/api/v1/admin/taxonomies", {
    data: { type: "topic", slug: stamp, name: { fr: payload(1), en: payload(2) }, hidden: true },
    headers,
  });
  expect(topic.status()).toBeLessThan(500);
  const event = await writeWithFallback((data) => request.post("/api/v1/events/", { data, headers }), hostileEvent(3, stamp, 4), harmlessEvent(3, stamp, 4));
  const organized = createdEvent(event.json);
  if (topic.status() === 201) await request.put(`/api/v1/events/${organized.id}`, { data: { ...harmlessEvent(3, stamp, 4), topic: stamp }, headers });
  const widget = await request.post("/api/v1/admin/iframes", {
    data: {
      name: payload(4).slice(0, 200),
      description: ALL_PAYLOADS.slice(0, 2000),
      kind: "partners",
      filters: {},
      layout: "card",
      theme: "base",
      partners: XSS_PAYLOADS.slice(0, 10).map((text, n) => ({ name: text, text, url: n % 2 ? "javascript:__xss(99)" : "https://exemple.test/" })),
    },
    headers,
  });
  expect(widget.status()).toBeLessThan(500);
  const widgetId = widget.status() === 201 ? v.parse(v.object({ _id: v.string() }), await widget.json())._id : null;
  const text = { "@type": "@builder.io/sdk:Element", id: "builder-texte", component: { name: "Text", options: { text: ALL_PAYLOADS } } };
  const entry = await request.post("/api/v1/admin/entries", {
    data: {
      model: "page",
      name: payload(5),
      published: "published",
      query: [{ property: "urlPath", operator: "is", value: `/${stamp}` }],
      data: { title: payload(6), blocks: [text] },
    },
    headers,
  });
  expect(entry.status()).toBeLessThan(500);

  const findings = await watchForXss(page);
  const pages = [
    `/admin/translations?search=${stamp}`,
    "/admin/taxonomies",
    "/admin/widgets",
    `/admin/users?search=xss`,
    `/admin/events?search=${stamp}`,
    "/admin/audit",
  ];
  if (widgetId) pages.push(`/admin/widgets`, `/iframe/${widgetId}`, `/iframe/${widgetId}/embed`);
  for (const path of pages) await visit(page, findings, path, problems);
  await context.clearCookies();
  for (const path of [`/events/e/${organized.slug}`, `/${stamp}`]) await visit(page, findings, path, problems);
  expect(problems).toEqual([]);
});

test("payloads in addresses and query strings are never reflected as markup", async ({ page, request }) => {
  const someone = await writer(request, "reflet");
  const event = await organizeHostile(request, someone, 0, `reflet${Date.now().toString(36)}`);
  const findings = await watchForXss(page);
  const problems: string[] = [];
  const all = encodeURIComponent(ALL_PAYLOADS_LINE);
  const paths = [
    `/search?q=${all}`,
    `/events?search=${encodeURIComponent(payload(1))}&newsletter=${all}`,
    `/login?redirect=${all}&next=${all}`,
    `/events/e/${event.slug}?utm_source=${all}`,
    `/${encodeURIComponent(payload(2))}`,
    `/reset-password?token=${all}`,
    `/api-error?message=${all}`,
  ];
  for (const path of paths) await visit(page, findings, path, problems);
  expect(problems).toEqual([]);
});
