import type { BrowserContext, Page } from "@playwright/test";
import * as v from "valibot";
import { expect } from "./fixtures";
import { logIn, mailedLink } from "./helpers";

/*
 * People and events of a test's own: a journey that registers, attends or organizes makes its own member and
 * its own event through the API, as a user would, instead of sharing the demo accounts or picking seeded
 * events by position (docs/conventions.md, tests).
 */

export type Member = { email: string; password: string; firstName: string };

/** The seeded admin account (scripts/seed/accounts.mjs). */
export const SEEDED_ADMIN = { email: "admin@rendez-vous.test", password: "admin-demo-2026" };

const Me = v.object({ _id: v.string() });
const Created = v.object({ _id: v.string(), slug: v.string() });

let people = 0;

/**
 * A confirmed member, logged in in `page`'s browser context: registered with the API, the activation link
 * taken from the local outbox and redeemed, the profile completed (a first name and a display name, so the
 * login flow asks nothing more: docs/product.md §3). `domain` picks the address's domain (the staff domain
 * makes a member of the platform's team).
 */
export async function signUp(page: Page, context: BrowserContext, baseURL: string, firstName: string, domain = "exemple.test"): Promise<Member> {
  people += 1;
  const email = `${firstName.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")}.${Date.now()}.${people}@${domain}`;
  const member = { email, password: "un-mot-de-passe-solide", firstName };
  expect((await page.request.post("/api/v1/users/register/events", { data: { email, password: member.password, lang: "fr" } })).status()).toBe(201);
  const token = new URL(await mailedLink(page.request, email, "activation"), baseURL).searchParams.get("token");
  expect((await page.request.post("/api/v1/users/activate", { data: { token } })).status()).toBe(200);
  await logIn(page, context, baseURL, member);
  const { _id } = v.parse(Me, await (await page.request.get("/api/v1/users/me")).json());
  expect((await page.request.put(`/api/v1/users/${_id}`, { data: { firstName, lastName: "Test", displayname: `${firstName} T.` } })).status()).toBe(200);
  return member;
}

const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** A POST /events/ body: a workshop in Lyon `days` from now, two hours from `hour` UTC, in French and English. */
export function eventBody(title: string, { days = 5, hour = 16, ...overrides }: { days?: number; hour?: number } & Record<string, unknown> = {}) {
  return {
    lang: "fr",
    texts: { fr: { title, description: "<p>Réparer ensemble.</p>" }, en: { title: `${title} (EN)`, description: "<p>Fix together.</p>" } },
    type: "atelier",
    topic: "climat",
    startDate: inDays(days, hour),
    endDate: inDays(days, hour + 2),
    timezone: "Europe/Paris",
    address: { formattedAddress: "3 rue Neuve, 69001 Lyon, France", city: "Lyon", countryCode: "FR", lat: 45.76, lng: 4.83 },
    maxAttendees: 30,
    ...overrides,
  };
}

/** An event created by the member logged in in `page`; its id and slug. */
export async function organize(page: Page, body: object) {
  const created = await page.request.post("/api/v1/events/", { data: body });
  expect(created.status()).toBe(201);
  return v.parse(Created, await created.json());
}

/**
 * An event of someone else's: a fresh organizer signs up in `page`'s browser context, creates it, then the
 * context's cookies are cleared, so the journey goes on as an anonymous visitor. The organizer is returned to
 * log in again with `switchTo` (to move the event into the past, say).
 */
export async function organizedByAnother(page: Page, baseURL: string, body: object) {
  const organizer = await signUp(page, page.context(), baseURL, "Camille");
  const event = await organize(page, body);
  await page.context().clearCookies();
  return { ...event, organizer };
}

/** Logs `member` in in `page`'s browser context in place of whoever was logged in there. */
export async function switchTo(page: Page, baseURL: string, member: Member) {
  await page.context().clearCookies();
  await logIn(page, page.context(), baseURL, member);
}
