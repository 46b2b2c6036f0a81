import { useSelector } from "@xstate/react";
import { useEffect, useEffectEvent, useRef } from "react";
import { useLocation, useNavigate, useNavigationType, useSearchParams } from "react-router";
import { LOGIN_STEPS, stepPath, type LoginStep } from "#machines/login-flow/login-flow.steps";
import type { StartLoginFlow } from "#machines/login-flow/login-flow.types";
import { useSession } from "~/features/accounts/sessions/session-context";
import { useIntl } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { useLoginFlow } from "../login-flow-provider";
import type { LoginFlowActor } from "../login-flow-runtime";
import { LoginFlowSteps } from "./login-flow-steps";
import { isLocalPath } from "~/lib/local-path";

/**
 * The login flow as pages (source "login-page"): each step has its URL (docs/product.md §4 "Step to page") and its
 * own browser-history entry, so Back returns to the previous step. A page opened without a flow in
 * progress (a reload, a shared link) starts over at /login/start, except /login/customize for a member
 * whose profile is incomplete. At the end the visitor goes to `?redirect=` (a local path) or their agenda.
 */
export function LoginPageFlow() {
  const { actor, start } = useLoginFlow();
  const session = useSession();
  const [search] = useSearchParams();
  const { lang } = useIntl();
  const navigate = useNavigate();
  const redirect = search.get("redirect");
  const callback = redirect && isLocalPath(redirect) ? redirect : localizePath("/account/agenda/active", lang);
  const user = session.user;
  const known = session.status !== "unknown";
  const customize = user !== null && !user.profileCompleted;
  // A member with a complete profile has nothing to do here: on to where they were going.
  const nothingToDo = session.status === "logged-in" && user?.profileCompleted === true && actor === null;
  const opening: StartLoginFlow = { source: "login-page", callback, ...(customize ? { step: "customize" as const } : {}) };
  const open = useEffectEvent(() => {
    if (nothingToDo) void navigate(callback, { replace: true });
    else if (!actor) start(opening);
  });
  useEffect(() => {
    if (known) open();
  }, [known, customize]);

  if (!actor || !known || nothingToDo) return null;
  return <LoginPageSteps actor={actor} opening={opening} />;
}

/** The step a history entry of the flow shows (its `state`), if any. */
function entryStep(state: unknown): LoginStep | undefined {
  if (typeof state !== "object" || state === null || !("loginStep" in state)) return undefined;
  return LOGIN_STEPS.find((step) => step === state.loginStep);
}

function LoginPageSteps({ actor, opening }: { actor: LoginFlowActor; opening: StartLoginFlow }) {
  const { lang } = useIntl();
  const { start } = useLoginFlow();
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { step, running } = useSelector(actor, (snapshot) => {
    const inPages = snapshot.context.source === "login-page" && snapshot.matches("flow");
    return { step: inPages ? snapshot.context.step : null, running: inPages || snapshot.matches("done") };
  });
  const shown = useRef<LoginStep | null>(null);
  const pathOf = (name: LoginStep) => {
    const path = stepPath(name, { source: "login-page" });
    return `${path ? localizePath(path, lang) : location.pathname}${location.search}`;
  };

  // A page of the flow opened while no flow runs here (first visit, or back after the end): start one.
  const restart = useEffectEvent(() => start(opening));
  useEffect(() => {
    if (!running) restart();
  }, [running]);

  // The flow moved on: its step gets a history entry of its own (the first one replaces the page's). Whether
  // an entry was written is this component's own record, not the location's state: a quick click can move the
  // flow on before the first entry has landed, and must still get an entry of its own for Back.
  const followFlow = useEffectEvent((next: LoginStep) => {
    const onEntry = entryStep(location.state);
    if (onEntry !== next || `${location.pathname}${location.search}` !== pathOf(next)) {
      void navigate(pathOf(next), { replace: shown.current === null, state: { loginStep: next } });
    }
    shown.current = next;
  });
  useEffect(() => {
    if (step) followFlow(step);
  }, [step]);

  // The browser went back (or forward) to another step's entry: the flow goes back with it when it can.
  // Only history moves (POP) count: the entries the flow pushes itself may land after it moved on. An entry
  // without a step is the page the flow started on, whose first step had not landed on it yet (a router
  // navigation, which fetches the route's data, while the visitor went on): it stands for the first step.
  const followHistory = useEffectEvent(() => {
    const wanted = entryStep(location.state) ?? actor.getSnapshot().context.history.at(0);
    if (navigationType !== "POP" || !step || !wanted || wanted === step) return;
    if (actor.getSnapshot().context.history.at(-1) === wanted) actor.send({ type: "PREVIOUS" });
    else void navigate(pathOf(step), { replace: true, state: { loginStep: step } });
  });
  useEffect(() => {
    followHistory();
  }, [location.key]);

  return step ? <LoginFlowSteps actor={actor} /> : null;
}
