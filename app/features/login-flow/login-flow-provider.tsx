import { useActorRef, useSelector } from "@xstate/react";
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { fromPromise, type ActorRefFrom } from "xstate";
import { loginFlowMachine } from "../../../machines/login-flow/login-flow.machine";
import { isModalMode } from "../../../machines/login-flow/login-flow.steps";
import type { StartLoginFlow } from "../../../machines/login-flow/login-flow.types";
import { storeEmailCookie } from "~/features/session/email-cookie";
import { useSession } from "~/features/session/session-context";
import { useIntl, useT } from "~/i18n/intl";
import { Modal } from "~/components/ui/modal";
import { flowApi, providerPopup } from "./flow-api";
import { LoginFlowSteps } from "./components/login-flow-steps";

type LoginFlowActor = ActorRefFrom<typeof loginFlowMachine>;
const LoginFlowContext = createContext<LoginFlowActor | null>(null);

/**
 * Hosts the one login/attend flow of the page (spec §4): any button may start it; in modal mode it
 * shows over the page. The machine's actors are our API calls; logging in reloads the session.
 */
export function LoginFlowProvider({ apiBase, children }: { apiBase: string; children: ReactNode }) {
  const { lang } = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  const api = useMemo(() => flowApi(apiBase, lang), [apiBase, lang]);
  const actor = useActorRef(
    loginFlowMachine.provide({
      actors: {
        providerLogin: fromPromise(({ input }) => providerPopup(apiBase, input.provider)),
        checkExists: fromPromise(({ input }) => api.exists(input.email)),
        register: fromPromise(({ input }) => api.register(input.email, input.password)),
        login: fromPromise(({ input }) => api.login(input.email, input.password)),
        loadProfile: fromPromise(() => api.profile()),
        updateProfile: fromPromise(({ input }) => api.updateProfile(input.profile)),
        attend: fromPromise(({ input }) => api.attend(input.eventId)),
      },
      actions: {
        // The tokens travel as HttpOnly cookies set by the API; nothing to store in the page.
        storeTokens: () => {},
        storeEmailCookie: (_, { email }) => storeEmailCookie(email),
        completeLogin: () => void session.reload(),
        redirectExternal: (_, { eventId }) => window.location.assign(`${apiBase}/events/redirect/${encodeURIComponent(eventId)}?lang=${lang}`),
        runCallback: (_, { callback }) => {
          if (callback?.startsWith("/")) void navigate(callback);
        },
      },
    }),
    { input: {} },
  );
  return (
    <LoginFlowContext.Provider value={actor}>
      {children}
      <LoginFlowModal actor={actor} />
    </LoginFlowContext.Provider>
  );
}

function LoginFlowModal({ actor }: { actor: LoginFlowActor }) {
  const t = useT();
  const open = useSelector(actor, (snapshot) => snapshot.matches("flow") && isModalMode(snapshot.context.source));
  if (!open) return null;
  return (
    <Modal title={t("flow.title")} onClose={() => actor.send({ type: "CLOSE" })}>
      <LoginFlowSteps actor={actor} />
    </Modal>
  );
}

/** Starts the flow; `attendedEventIds` tells attend buttons what the flow attended. */
export function useLoginFlow() {
  const actor = useContext(LoginFlowContext);
  if (!actor) throw new Error("useLoginFlow must be used inside <LoginFlowProvider>");
  const attendedEventIds = useSelector(actor, (snapshot) => snapshot.context.attendedEventIds);
  const start = useCallback((options: StartLoginFlow) => actor.send({ type: "START", ...options }), [actor]);
  return { start, attendedEventIds, actor };
}
