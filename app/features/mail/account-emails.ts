import { localizePath, type Lang } from "~/i18n/locale";
import { ACCOUNT_EMAIL_TEXTS, type AccountEmailKind } from "./account-email-texts";
import type { Mail } from "./outbox.server";

/** The page of the site each email links to, with `?token=…`. */
const PAGES: Record<AccountEmailKind, string> = {
  activation: "/activate",
  "reset-password": "/reset-password",
  "change-email": "/change-email",
  // The links that prove the mailbox and log in are all redeemed by the /activate page.
  "claim-invite": "/activate",
  "login-link": "/activate",
  "subscribe-attend": "/activate",
  "email-changed": "/activate",
};

/** What the texts name: the event of a guest registration, the new address of a change of email. */
export type EmailDetails = { event?: string; email?: string };

function fill(text: string, details: EmailDetails) {
  // Function replacers: a title with "$&" or "$'" is text, not a replacement pattern.
  return text.replace("{event}", () => details.event ?? "").replace("{email}", () => details.email ?? "");
}

/** The link of an account email: SITE_URL, the language prefix, the page and the token. */
export function accountEmailLink(kind: AccountEmailKind, { siteUrl, lang, token }: { siteUrl: string; lang: Lang; token: string }) {
  return `${siteUrl.replace(/\/+$/, "")}${localizePath(PAGES[kind], lang)}?token=${encodeURIComponent(token)}`;
}

/** An account message of `kind` (activation, reset, login link…) to `to`, in `lang`. */
export function accountEmail(kind: AccountEmailKind, options: { to: string; siteUrl: string; lang: Lang; token: string; details?: EmailDetails }): Mail {
  const texts = ACCOUNT_EMAIL_TEXTS[options.lang];
  const { subject, intro, ignore } = texts[kind];
  const link = accountEmailLink(kind, options);
  return {
    to: options.to,
    kind,
    lang: options.lang,
    subject,
    text: [texts.greeting, fill(intro, options.details ?? {}), link, ignore, texts.signature].join("\n\n"),
  };
}
