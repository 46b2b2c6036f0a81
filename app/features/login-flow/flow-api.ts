import * as v from "valibot";
import { browserApi } from "~/lib/api";
import type { OAuthProvider } from "../../../machines/login-flow/login-flow.types";

const Exists = v.object({ exists: v.boolean(), invited: v.boolean(), local: v.boolean() });
const RegisterTokens = v.object({ token: v.string(), refresh: v.string() });
const LoginTokens = v.object({ token: v.string(), refreshToken: v.string() });
const FlowUser = v.object({ _id: v.string(), email: v.string(), profileCompleted: v.boolean(), active: v.boolean() });
const Providers = v.object({ providers: v.array(v.picklist(["google", "facebook"])) });

/** The login flow's calls to our API (spec §7 Auth and Users), every answer validated. */
export function flowApi(apiBase: string, lang: string) {
  const api = browserApi(apiBase);
  return {
    exists: async (email: string) => v.parse(Exists, await api.post("/users/exists", { email })),
    register: async (email: string, password: string) =>
      v.parse(RegisterTokens, await api.post("/users/register/events", { email, password, source: "events", site: "fr", lang })),
    login: async (email: string, password: string) => v.parse(LoginTokens, await api.post("/auth/local", { email, password })),
    profile: async () => v.parse(FlowUser, await api.get("/users/me")),
    updateProfile: async (changes: { displayname?: string | null; firstName?: string | null }) => {
      const me = v.parse(FlowUser, await api.get("/users/me"));
      return v.parse(FlowUser, await api.put(`/users/${me._id}`, changes));
    },
    attend: async (eventId: string) => {
      await api.post(`/events/attend/${encodeURIComponent(eventId)}`, { transactionnal: true, lang });
    },
    providers: async () => v.parse(Providers, await api.get("/auth/providers")).providers,
  };
}

export const POPUP_FEATURES = "width=640,height=480";

/**
 * Social login (spec §7): a 640×480 popup at /auth/{provider} posts back "OK:" + JSON {token, refresh}
 * or "ERROR:" + text.
 */
export function providerPopup(apiBase: string, provider: OAuthProvider): Promise<{ token: string; refresh: string }> {
  return new Promise((resolve, reject) => {
    const popup = window.open(`${apiBase}/auth/${provider}`, "social-login", POPUP_FEATURES);
    if (!popup) return reject(new Error("popup blocked"));
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || typeof event.data !== "string") return;
      window.removeEventListener("message", onMessage);
      if (event.data.startsWith("OK:")) {
        const parsed = v.safeParse(RegisterTokens, JSON.parse(event.data.slice(3)));
        if (parsed.success) resolve(parsed.output);
        else reject(new Error("bad provider answer"));
      } else reject(new Error(event.data.replace(/^ERROR:/, "")));
    };
    window.addEventListener("message", onMessage);
  });
}
