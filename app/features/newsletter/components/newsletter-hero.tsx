import { useMachine } from "@xstate/react";
import { useState, type FormEvent } from "react";
import * as v from "valibot";
import { fromPromise } from "xstate";
import { newsletterFormMachine } from "../../../../machines/newsletter-form/newsletter-form.machine";
import { useT } from "~/i18n/intl";
import { analytics } from "~/lib/analytics";
import { browserApi } from "~/lib/api";

const EmailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty("required"), v.email("email"));

/** The newsletter hero of the listing: email only, checked on submit (spec §5), idle → loading → success | error. */
export function NewsletterHero({ apiBase, source = "chiche" }: { apiBase: string; source?: string }) {
  const t = useT();
  const [invalid, setInvalid] = useState<"required" | "email" | null>(null);
  const [snapshot, send] = useMachine(
    newsletterFormMachine.provide({
      actors: {
        subscribe: fromPromise(async ({ input }: { input: { email: string } }) => {
          const body = { email: input.email, list: "chiche", source, fields: { EMAIL: input.email, SIGNUP: source } };
          const answer = await browserApi(apiBase).post("/users/subscribe-nl", body);
          if (!v.is(v.object({ result: v.literal("success") }), answer)) throw new Error("unexpected answer");
        }),
      },
      actions: { trackSubscription: () => analytics().track("Subscribe newsletter", { source }) },
    }),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = v.safeParse(EmailSchema, new FormData(event.currentTarget).get("email") ?? "");
    setInvalid(result.success ? null : result.issues[0].message === "required" ? "required" : "email");
    if (result.success) send({ type: "SUBMIT", email: result.output });
  };

  return (
    <section className="newsletter-hero" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t("newsletter.title")}</h2>
      <p>{t("newsletter.text")}</p>
      {snapshot.matches("success") ? (
        <p role="status" className="newsletter-hero__success">
          {t("newsletter.success")}
        </p>
      ) : (
        <form className="newsletter-hero__form" noValidate onSubmit={submit}>
          <label htmlFor="newsletter-email">{t("newsletter.email")}</label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? "newsletter-invalid" : undefined}
          />
          <button className="button" type="submit" disabled={snapshot.matches("loading")}>
            {t("newsletter.submit")}
          </button>
          {invalid ? (
            <p id="newsletter-invalid" className="field-error">
              {t(invalid === "required" ? "form.required" : "form.email")}
            </p>
          ) : null}
          {snapshot.matches("error") ? (
            <p role="alert" className="field-error">
              {t("newsletter.error")}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
