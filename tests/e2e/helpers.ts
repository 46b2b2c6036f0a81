import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import * as v from "valibot";
import { expect, waitForHydration } from "./fixtures";

const Mails = v.object({ data: v.array(v.object({ to_email: v.string(), kind: v.string(), subject: v.string(), text: v.string() })) });

/** An address nobody uses yet. */
export function newEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemple.test`;
}

/** The emails sent to `to`, newest first, from the local outbox. */
export async function mailsTo(request: APIRequestContext, to: string) {
  const response = await request.get(`/dev/mail?to=${encodeURIComponent(to)}`, { headers: { Accept: "application/json" } });
  return v.parse(Mails, await response.json()).data;
}

/** The path and query of the link in the latest `kind` email to `to`. */
export async function mailedLink(request: APIRequestContext, to: string, kind: string): Promise<string> {
  const mail = (await mailsTo(request, to)).find((item) => item.kind === kind);
  const link = /https?:\/\/\S+\?token=\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no ${kind} email to ${to}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Logs in through the API (session cookies in the browser context) and sets the email cookie the app reads. */
export async function logIn(page: Page, context: BrowserContext, baseURL: string, { email, password }: { email: string; password: string }) {
  expect((await page.request.post("/api/v1/auth/local", { data: { email, password } })).status()).toBe(200);
  await context.addCookies([{ name: "makesense_events_email", value: encodeURIComponent(email), url: baseURL }]);
}

export async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Runs the local test provider in the popup a provider button opens: types `email` and signs in. The
 * popup answers the page and closes itself.
 */
export async function signInWithProvider(page: Page, button: ReturnType<Page["getByRole"]>, email: string) {
  const opened = page.waitForEvent("popup");
  await button.click();
  const popup = await opened;
  await popup.getByLabel("Adresse email").fill(email);
  // Listened for before the click: the popup may answer and close at once.
  const closed = popup.waitForEvent("close");
  await popup
    .getByRole("button", { name: "Se connecter" })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}
