import { expect, test } from "vitest";
import { LOGIN_STEPS, stepPath } from "./login-flow.steps";

test("from the login page each login step has its page (docs/product.md §4)", () => {
  const pages = Object.fromEntries(LOGIN_STEPS.map((step) => [step, stepPath(step, { source: "login-page" })]));
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
});

test("in modal mode the login steps have no page of their own", () => {
  for (const source of ["modal", "like", "event"] as const) {
    expect(stepPath("join", { source })).toBeNull();
    expect(stepPath("register", { source, eventSlug: "atelier" })).toBeNull();
  }
});

test("attend paths: /events/e/{slug}/attend in modal mode, /e/{slug}/attend from the login page", () => {
  expect(stepPath("attend", { source: "event", eventSlug: "atelier-zero-dechet" })).toBe("/events/e/atelier-zero-dechet/attend");
  expect(stepPath("redirectExternal", { source: "modal", eventSlug: "hackathon" })).toBe("/events/e/hackathon/attend");
  expect(stepPath("attend", { source: "login-page", eventSlug: "atelier-zero-dechet" })).toBe("/e/atelier-zero-dechet/attend");
  expect(stepPath("attend", { source: "event", eventSlug: null })).toBeNull();
});
