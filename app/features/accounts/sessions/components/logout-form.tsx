import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { browserApi } from "~/lib/api";
import { useRootData } from "~/lib/root-data";
import { useSession } from "../session-context";

/**
 * Logging out is a POST (never a GET another site could trigger): POST /auth/logout ends the session
 * everywhere its tokens go and clears the cookies. With JavaScript the session reloads as anonymous and
 * the visitor lands on /logout?done=1; without it the form posts and the API sends them there.
 */
export function LogoutForm({ className = "button", onDone }: { className?: string; onDone?: () => void }) {
  const t = useT();
  const { lang } = useIntl();
  const { config } = useRootData();
  const { reload } = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<"idle" | "sending" | "failed">("idle");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState("sending");
    try {
      await browserApi(config.apiBase).post("/auth/logout");
      await reload();
      onDone?.();
      void navigate(localizePath("/logout?done=1", lang));
    } catch {
      setState("failed");
    }
  };
  return (
    <form method="post" action={`${config.apiBase}/auth/logout`} onSubmit={(event) => void submit(event)} className="logout-form">
      <input type="hidden" name="lang" value={lang} />
      <button type="submit" className={className} disabled={state === "sending"}>
        {t("nav.logout")}
      </button>
      {state === "failed" ? (
        <p className="field-error" role="alert">
          {t("auth.logout.failed")}
        </p>
      ) : null}
    </form>
  );
}
