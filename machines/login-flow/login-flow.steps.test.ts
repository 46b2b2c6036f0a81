import { expect, test } from "vitest";
import { LOGIN_STEPS, stepPath } from "./login-flow.steps";

test("from the login page each login step has its page (spec §4), prefixed for English and Spanish", () => {
  const pages = Object.fromEntries(LOGIN_STEPS.map((step) => [step, stepPath(step, { source: "login-page", lang: "fr" })]));
  expect(pages).toEqual({
    join: "/login/start",
    email: "/login/start",
    login: "/login/password",
    choosePassword: "/login/create-password",
    register: "/login/register",
    registerAttend: "/login/register",
    registerAttendProvider: "/login/customize",
    customize: "/login/customize",
    confirmEmail: "/login/register",
    attend: null,
    redirectExternal: null,
  });
  expect(stepPath("login", { source: "login-page", lang: "en" })).toBe("/en/login/password");
  expect(stepPath("customize", { source: "login-page", lang: "es" })).toBe("/es/login/customize");
});

test("in modal mode the login steps have no page of their own", () => {
  for (const source of ["modal", "like", "event"] as const) {
    expect(stepPath("join", { source, lang: "fr" })).toBeNull();
    expect(stepPath("register", { source, lang: "en", eventSlug: "atelier" })).toBeNull();
  }
});

test("attend paths: /events/e/{slug}/attend in modal mode, /e/{slug}/attend from the login page", () => {
  expect(stepPath("attend", { source: "event", lang: "fr", eventSlug: "atelier-zero-dechet" })).toBe("/events/e/atelier-zero-dechet/attend");
  expect(stepPath("redirectExternal", { source: "modal", lang: "es", eventSlug: "hackathon" })).toBe("/es/events/e/hackathon/attend");
  expect(stepPath("attend", { source: "login-page", lang: "fr", eventSlug: "atelier-zero-dechet" })).toBe("/e/atelier-zero-dechet/attend");
  expect(stepPath("attend", { source: "login-page", lang: "en", eventSlug: "atelier" })).toBe("/en/e/atelier/attend");
  expect(stepPath("attend", { source: "event", lang: "fr", eventSlug: null })).toBeNull();
});
