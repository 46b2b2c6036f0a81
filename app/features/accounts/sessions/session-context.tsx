import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { browserApi } from "~/lib/api";
import { EMAIL_COOKIE, readCookie, storeEmailCookie } from "./email-cookie";
import type { SessionUser } from "./session-user.schema";

type Session = {
  /** null while unknown or anonymous; logged in means the profile has an _id (docs/product.md §4 "Session"). */
  user: SessionUser | null;
  status: "unknown" | "anonymous" | "logged-in";
  reload: () => Promise<void>;
};

const SessionContext = createContext<Session>({ user: null, status: "unknown", reload: async () => {} });

/**
 * The visitor's session, on the client only: pages are rendered anonymous (and cacheable at the edge);
 * once hydrated, a visitor who has the email cookie gets the profile from GET /users/me. A failed load
 * resets the user silently.
 */
export function SessionProvider({ apiBase, children }: { apiBase: string; children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<Session["status"]>("unknown");
  const apply = useCallback((me: SessionUser | null) => {
    setUser(me);
    setStatus(me ? "logged-in" : "anonymous");
  }, []);
  const reload = useCallback(
    () =>
      browserApi(apiBase)
        .get("/users/me")
        // The schema (and valibot) load with the answer, not with every page.
        .then(async (answer) => {
          const { parseSessionUser } = await import("./session-user.schema");
          const me = parseSessionUser(answer);
          // Whatever logged the visitor in (the flow, an emailed link), the next page knows to ask.
          storeEmailCookie(me.email);
          apply(me);
        })
        .catch(() => apply(null)),
    [apiBase, apply],
  );
  useEffect(() => {
    const load = readCookie(document.cookie, EMAIL_COOKIE) ? reload() : Promise.resolve().then(() => apply(null));
    void load;
  }, [reload, apply]);
  const value = useMemo(() => ({ user, status, reload }), [user, status, reload]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession() {
  return useContext(SessionContext);
}
