import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { EVENT_FORM_STEPS, type EventFormStep } from "#machines/event-form/event-form.types";
import { LocalizedLink } from "~/components/layout/localized-link";
import type { SessionUser } from "~/features/accounts/sessions/session-user.schema";
import { OrganizerSignedIn } from "~/features/organize/manage/components/organizer-signed-in";
import { Loading } from "~/features/organize/manage/components/remote-states";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { useRootData } from "~/lib/root-data";
import { EventFormProvider } from "../event-form-context";
import { emptyDraft, readStoredDraft } from "../event-draft";
import { isStaffEmail } from "~/features/organize/staff-email";
import { useEventFormActor } from "../use-event-form-actor";
import { useTaxonomies } from "../use-taxonomies";
import { FormStatus } from "./form-status";
import { PublishedPanel } from "./published-panel";

/** The step a /organize/create/{step} path shows, or null. */
export function stepOfPath(pathname: string): EventFormStep | null {
  const last = pathname.replace(/\/$/, "").split("/").at(-1);
  return EVENT_FORM_STEPS.find((step) => step === last) ?? null;
}

/** /organize/create/*: the heading, then the form of a signed-in member, its current step in `children`. */
export function CreateScreen({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="container organize-form-page">
      <header className="page-head">
        <h1>{t("shell.organize.create")}</h1>
        <p>{t("organize.form.create.lead")}</p>
      </header>
      <OrganizerSignedIn>{(user) => <CreateForm user={user}>{children}</CreateForm>}</OrganizerSignedIn>
    </div>
  );
}

function StepNav({ current }: { current: EventFormStep }) {
  const t = useT();
  return (
    <nav className="step-nav" aria-label={t("organize.form.steps")}>
      <ol>
        {EVENT_FORM_STEPS.map((step, index) => (
          <li key={step}>
            <LocalizedLink to={`/organize/create/${step}`} aria-current={step === current ? "step" : undefined} end>
              <span className="step-nav__number">{index + 1}</span> {t(`shell.organize.create.${step}`)}
            </LocalizedLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function CreateForm({ user, children }: { user: SessionUser; children: ReactNode }) {
  const t = useT();
  const { lang } = useIntl();
  const { config } = useRootData();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const urlStep = stepOfPath(pathname);
  const { snapshot, send, matches } = useEventFormActor({ mode: "create", draft: () => readStoredDraft() ?? emptyDraft(lang), step: urlStep ?? "event" });
  const taxonomies = useTaxonomies();
  const step = snapshot?.context.step;

  // The address and the machine agree on the step: a link or Back moves the machine, a button moves the address.
  useEffect(() => {
    if (urlStep) send({ type: "GO_TO", step: urlStep });
  }, [urlStep, send]);
  useEffect(() => {
    if (step && step !== stepOfPath(window.location.pathname)) void navigate(localizePath(`/organize/create/${step}`, lang));
  }, [step, lang, navigate]);

  if (!snapshot) return <Loading />;
  const { context } = snapshot;
  if (matches("published") && context.saved) {
    return <PublishedPanel saved={context.saved} onStartOver={() => send({ type: "START_OVER", draft: emptyDraft(lang) })} />;
  }
  const busy = matches("validating") || matches("submitting");
  const last = context.step === "emails";
  return (
    <EventFormProvider value={{ context, send, busy, taxonomies, makesense: isStaffEmail(user.email, config.staffDomain) }}>
      <StepNav current={context.step} />
      <form
        noValidate
        className="event-form"
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: last ? "SUBMIT" : "NEXT" });
        }}
      >
        {children}
        <FormStatus />
        <div className="event-form__actions">
          {context.step !== "event" ? (
            <button type="button" className="button button--ghost" onClick={() => send({ type: "PREVIOUS" })}>
              {t("organize.form.previous")}
            </button>
          ) : null}
          <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
            {last ? t("organize.form.publish") : t("organize.form.next")}
          </button>
        </div>
        <p className="form-field__hint">{t("organize.form.draft.kept")}</p>
      </form>
    </EventFormProvider>
  );
}
