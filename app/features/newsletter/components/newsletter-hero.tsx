import { useState, type FormEvent } from "react";
import * as v from "valibot";
import { useT } from "~/i18n/intl";
import { analytics } from "~/lib/analytics";
import { browserApi } from "~/lib/api";
import { useDeferredActor } from "~/lib/use-deferred-actor";

const EmailSchema = v.pipe(v.string(), v.trim(), v.nonEmpty("required"), v.email("email"));

/** The newsletter hero of the listing: email only, checked on submit (spec §5), idle → loading → success | error. */
export function NewsletterHero({ apiBase, source = "chiche" }: { apiBase: string; source?: string }) {
  const t = useT();
  const [invalid, setInvalid] = useState<"required" | "email" | null>(null);
  const { send, matches } = useDeferredActor(async () => {
    const [{ createActor, fromPromise }, { newsletterFormMachine }] = await Promise.all([
      import("xstate"),
      import("../../../../machines/newsletter-form/newsletter-form.machine"),
    ]);
    const machine = newsletterFormMachine.provide({
      actors: {
        subscribe: fromPromise(async ({ input }: { input: { email: string } }) => {
          const body = { email: input.email, list: "chiche", source, fields: { EMAIL: input.email, SIGNUP: source } };
          const answer = await browserApi(apiBase).post("/users/subscribe-nl", body);
          if (!v.is(v.object({ result: v.literal("success") }), answer)) throw new Error("unexpected answer");
        }),
      },
      actions: { trackSubscription: () => analytics().track("Subscribe newsletter", { source }) },
    });
    return createActor(machine);
  }, "idle");

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
      {matches("success") ? (
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
          <button className="button" type="submit" disabled={matches("loading")}>
            {t("newsletter.submit")}
          </button>
          {invalid ? (
            <p id="newsletter-invalid" className="field-error">
              {t(invalid === "required" ? "form.required" : "form.email")}
            </p>
          ) : null}
          {matches("error") ? (
            <p role="alert" className="field-error">
              {t("newsletter.error")}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
