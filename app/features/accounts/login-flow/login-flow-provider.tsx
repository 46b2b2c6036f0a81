import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { StartLoginFlow } from "#machines/login-flow/login-flow.types";
import { useSession } from "~/features/accounts/sessions/session-context";
import { useIntl } from "~/i18n/intl";
import type { LoginFlowActor, LoginFlowDeps, LoginFlowModal } from "./login-flow-runtime";

type Loaded = { actor: LoginFlowActor; Modal: typeof LoginFlowModal };
type LoginFlow = {
  start: (options: StartLoginFlow) => void;
  /** The running flow, once a first start has loaded it (the login pages render its steps). */
  actor: LoginFlowActor | null;
  attendedEventIds: readonly string[];
};

const LoginFlowContext = createContext<LoginFlow | null>(null);
const NONE: readonly string[] = [];

/**
 * Hosts the one login/attend flow of the page (docs/product.md §4): any button may start it; in modal mode it
 * shows over the page. The machine and its screens are loaded on the first start (login-flow-runtime),
 * not with every page; a start that fails to load them can be retried by the next click.
 */
export function LoginFlowProvider({ apiBase, children }: { apiBase: string; children: ReactNode }) {
  const { lang } = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const deps = useRef<LoginFlowDeps | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const loading = useRef<Promise<Loaded> | null>(null);
  useEffect(() => {
    deps.current = { apiBase, lang, reloadSession: session.reload, navigate: (path) => void navigate(path) };
  }, [apiBase, lang, session.reload, navigate]);

  const start = useCallback((options: StartLoginFlow) => {
    loading.current ??= import("./login-flow-runtime").then((runtime) => {
      const actor = runtime.createLoginFlowActor(() => deps.current as LoginFlowDeps);
      actor.start();
      const value = { actor, Modal: runtime.LoginFlowModal };
      setLoaded(value);
      return value;
    });
    loading.current.then(
      ({ actor }) => actor.send({ type: "START", ...options }),
      (error: unknown) => {
        loading.current = null;
        console.error("the login flow could not be loaded", error);
      },
    );
  }, []);

  const actor = loaded?.actor ?? null;
  const attendedEventIds = useSyncExternalStore(
    useCallback((onChange: () => void) => (actor ? actor.subscribe(onChange).unsubscribe : () => {}), [actor]),
    () => actor?.getSnapshot().context.attendedEventIds ?? NONE,
    () => NONE,
  );
  const value = useMemo(() => ({ start, actor, attendedEventIds }), [start, actor, attendedEventIds]);
  const Modal = loaded?.Modal;
  return (
    <LoginFlowContext.Provider value={value}>
      {children}
      {Modal && actor ? <Modal actor={actor} /> : null}
    </LoginFlowContext.Provider>
  );
}

/** Starts the flow; `attendedEventIds` tells attend buttons what the flow attended. */
export function useLoginFlow() {
  const flow = useContext(LoginFlowContext);
  if (!flow) throw new Error("useLoginFlow must be used inside <LoginFlowProvider>");
  return flow;
}
