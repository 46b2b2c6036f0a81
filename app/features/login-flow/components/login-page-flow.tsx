import { useSelector } from "@xstate/react";
import { useEffect } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { stepPath } from "../../../../machines/login-flow/login-flow.steps";
import { useIntl } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { useLoginFlow } from "../login-flow-provider";
import type { LoginFlowActor } from "../login-flow-runtime";
import { LoginFlowSteps } from "./login-flow-steps";

/**
 * The login flow as pages (source "login-page"): each step has its URL (spec §4 "Step to page"); a page
 * opened without a flow in progress (a reload, a shared link) starts over at /login/start. At the end the
 * visitor goes to `?redirect=` (a local path) or their agenda.
 */
export function LoginPageFlow() {
  const { actor, start } = useLoginFlow();
  const [search] = useSearchParams();
  const { lang } = useIntl();
  const redirect = search.get("redirect");
  const callback = redirect?.startsWith("/") && !redirect.startsWith("//") ? redirect : localizePath("/account/agenda/active", lang);

  // The flow's code loads with its first start; until then there is no step to show.
  useEffect(() => {
    if (!actor) start({ source: "login-page", callback });
  }, [actor, start, callback]);

  return actor ? <LoginPageSteps actor={actor} callback={callback} /> : null;
}

function LoginPageSteps({ actor, callback }: { actor: LoginFlowActor; callback: string }) {
  const { lang } = useIntl();
  const { start } = useLoginFlow();
  const navigate = useNavigate();
  const location = useLocation();
  const step = useSelector(actor, (snapshot) => (snapshot.context.source === "login-page" && snapshot.matches("flow") ? snapshot.context.step : null));
  const finished = useSelector(actor, (snapshot) => snapshot.matches("done"));
  useEffect(() => {
    if (step === null && !finished) start({ source: "login-page", callback });
  }, [step, finished, start, callback]);

  useEffect(() => {
    if (!step) return;
    const path = stepPath(step, { source: "login-page", lang });
    if (path && path !== location.pathname) void navigate(`${path}${location.search}`, { replace: true });
  }, [step, lang, location.pathname, location.search, navigate]);

  return step ? <LoginFlowSteps actor={actor} /> : null;
}
