import * as v from "valibot";
import { SessionUserSchema } from "~/features/accounts/sessions/session-user.schema";
import { browserApi } from "~/lib/api";
import type { FlowAnswers, OAuthProvider, ProfileChanges, RegisterOutcome } from "#machines/login-flow/login-flow.types";

const Exists = v.object({ exists: v.boolean(), invited: v.boolean(), local: v.boolean() });
const RegisterTokens = v.object({ token: v.string(), refresh: v.string() });
const RegisterAnswer = v.union([RegisterTokens, v.object({ confirmationSent: v.literal(true) })]);
const LoginTokens = v.object({ token: v.string(), refreshToken: v.string() });
/** The flow reads what the session keeps of the profile (docs/product.md §3). */
// The flow needs who logged in, not their place or topic (the session loads those after it).
const FlowUser = v.omit(SessionUserSchema, ["address", "topic"]);
const Providers = v.object({ providers: v.array(v.picklist(["google", "facebook"])) });
/** What attending answers: a request waits for the organizer's approval (docs/product.md §5 "Approval"). */
const AttendAnswer = v.object({ pending: v.optional(v.boolean(), false) });

/** The login flow's calls to our API (docs/product.md §7 Auth and Users), every answer validated. */
export function flowApi(apiBase: string, lang: string) {
  const api = browserApi(apiBase);
  const profile = async () => v.parse(FlowUser, await api.get("/users/me"));
  return {
    exists: async (email: string) => v.parse(Exists, await api.post("/users/exists", { email })),
    register: async (email: string, password: string, redirect: string | null): Promise<RegisterOutcome> =>
      v.parse(
        RegisterAnswer,
        await api.post("/users/register/events", { email, password, source: "events", site: "fr", lang, ...(redirect ? { redirect } : {}) }),
      ),
    login: async (email: string, password: string) => v.parse(LoginTokens, await api.post("/auth/local", { email, password })),
    sendLoginLink: async (email: string) => void (await api.post("/auth/login-link", { email, lang })),
    profile,
    updateProfile: async (changes: ProfileChanges) => v.parse(FlowUser, await api.put(`/users/${(await profile())._id}`, changes)),
    resendActivation: async (email: string) => void (await api.post("/users/resend-activation", { email, lang })),
    attend: async (eventId: string, answers: FlowAnswers | null) =>
      v.parse(AttendAnswer, await api.post(`/events/attend/${encodeURIComponent(eventId)}`, { transactionnal: true, lang, ...(answers ? { answers } : {}) })),
    subscribeAttend: async (eventId: string, email: string, answers: FlowAnswers | null) => {
      await api.post(`/events/subscribe-attend/${encodeURIComponent(eventId)}`, { email, lang, ...(answers ? { answers } : {}) });
    },
    providers: async () => v.parse(Providers, await api.get("/auth/providers")).providers,
  };
}

export const POPUP_FEATURES = "width=640,height=480";

/** The popup went away without an answer: the visitor closed it. */
export class PopupClosedError extends Error {
  readonly code = "popup_closed";
}

const CLOSED_POLL_MS = 500;

/**
 * Social login (docs/product.md §7): a 640×480 popup at /auth/{provider} posts back "OK:" + JSON {token, refresh}
 * or "ERROR:" + text. A popup closed without an answer rejects with PopupClosedError, so the join
 * buttons come back.
 */
export function providerPopup(apiBase: string, provider: OAuthProvider): Promise<{ token: string; refresh: string }> {
  return new Promise((resolve, reject) => {
    const popup = window.open(`${apiBase}/auth/${provider}`, "social-login", POPUP_FEATURES);
    if (!popup) return reject(new Error("popup blocked"));
    const finish = () => {
      window.removeEventListener("message", onMessage);
      window.clearInterval(watch);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || typeof event.data !== "string") return;
      finish();
      if (event.data.startsWith("OK:")) {
        const parsed = v.safeParse(RegisterTokens, JSON.parse(event.data.slice(3)));
        if (parsed.success) resolve(parsed.output);
        else reject(new Error("bad provider answer"));
      } else reject(new Error(event.data.replace(/^ERROR:/, "")));
    };
    // The popup posts its answer, then closes: a closed popup whose answer has not come soon after was
    // closed by hand.
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(watch);
      window.setTimeout(() => {
        window.removeEventListener("message", onMessage);
        reject(new PopupClosedError("the login window was closed"));
      }, CLOSED_POLL_MS);
    }, CLOSED_POLL_MS);
    window.addEventListener("message", onMessage);
  });
}
