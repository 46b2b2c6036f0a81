import { useSelector } from "@xstate/react";
import { createActor, fromPromise } from "xstate";
import { loginFlowMachine } from "#machines/login-flow/login-flow.machine";
import { isModalMode } from "#machines/login-flow/login-flow.steps";
import { storeEmailCookie } from "~/features/accounts/sessions/email-cookie";
import type { Lang } from "~/i18n/locale";
import { useT } from "~/i18n/intl";
import { Modal } from "~/components/ui/modal";
import { externalRegistrationHref } from "~/lib/external-registration";
import { flowApi, providerPopup } from "./flow-api";
import { LoginFlowSteps } from "./components/login-flow-steps";

export type LoginFlowActor = ReturnType<typeof createLoginFlowActor>;

/** What the flow's actions need from the page; read at each call, so they stay current. */
export type LoginFlowDeps = {
  apiBase: string;
  lang: Lang;
  reloadSession: () => Promise<void>;
  navigate: (path: string) => void;
};

/**
 * The login/attend flow machine with our API calls as its actors (docs/product.md §4). Loaded on the first start,
 * so pages that never open the flow carry neither XState nor its screens.
 */
export function createLoginFlowActor(deps: () => LoginFlowDeps) {
  const api = () => flowApi(deps().apiBase, deps().lang);
  return createActor(
    loginFlowMachine.provide({
      actors: {
        providerLogin: fromPromise(({ input }) => providerPopup(deps().apiBase, input.provider)),
        checkExists: fromPromise(({ input }) => api().exists(input.email)),
        register: fromPromise(({ input }) => api().register(input.email, input.password, input.callback)),
        login: fromPromise(({ input }) => api().login(input.email, input.password)),
        sendLoginLink: fromPromise(({ input }) => api().sendLoginLink(input.email)),
        loadProfile: fromPromise(() => api().profile()),
        updateProfile: fromPromise(({ input }) => api().updateProfile(input.profile)),
        resendActivation: fromPromise(({ input }) => api().resendActivation(input.email)),
        attend: fromPromise(({ input }) => api().attend(input.eventId, input.answers)),
        subscribeAttend: fromPromise(({ input }) => api().subscribeAttend(input.eventId, input.email, input.answers)),
      },
      actions: {
        // The tokens travel as HttpOnly cookies set by the API; nothing to store in the page.
        storeTokens: () => {},
        storeEmailCookie: (_, { email }) => storeEmailCookie(email),
        completeLogin: () => void deps().reloadSession(),
        redirectExternal: (_, { eventId }) => window.location.assign(externalRegistrationHref(deps().apiBase, eventId, { lang: deps().lang, userId: null })),
        runCallback: (_, { callback }) => {
          if (callback?.startsWith("/")) deps().navigate(callback);
        },
      },
    }),
    { input: {} },
  );
}

/** The flow over the page, while it runs in modal mode. */
export function LoginFlowModal({ actor }: { actor: LoginFlowActor }) {
  const t = useT();
  const open = useSelector(actor, (snapshot) => snapshot.matches("flow") && isModalMode(snapshot.context.source));
  if (!open) return null;
  return (
    <Modal title={t("flow.title")} onClose={() => actor.send({ type: "CLOSE" })}>
      <LoginFlowSteps actor={actor} />
    </Modal>
  );
}
