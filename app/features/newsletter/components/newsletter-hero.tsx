import { useState, type FormEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useT } from "~/i18n/intl";
import { analytics } from "~/lib/analytics";
import { browserApi } from "~/lib/api";
import { useDeferredActor } from "~/lib/use-deferred-actor";

// The form's checks (valibot) load with the machine, after hydration, or at the first submit.
const formChecks = () => import("../newsletter-form.schema");

/**
 * The newsletter hero of the listing: email only, checked on submit (docs/product.md §5), idle → loading → success |
 * error. Before hydration (or without JavaScript) the form posts to the API, which comes back here with
 * `newsletter=subscribed|required|invalid` (workers/api/newsletter.ts).
 */
export function NewsletterHero({ apiBase, source = "chiche" }: { apiBase: string; source?: string }) {
  const t = useT();
  const location = useLocation();
  const [search] = useSearchParams();
  const posted = search.get("newsletter");
  const [invalid, setInvalid] = useState<"required" | "email" | null>(posted === "required" ? "required" : posted === "invalid" ? "email" : null);
  const back = `${location.pathname}${location.search.replace(/([?&])newsletter=[^&]*&?/, "$1").replace(/[?&]$/, "")}`;
  const { send, matches } = useDeferredActor(async () => {
    const [{ createActor, fromPromise }, { newsletterFormMachine }, { isSubscribed }] = await Promise.all([
      import("xstate"),
      import("#machines/newsletter-form/newsletter-form.machine"),
      formChecks(),
    ]);
    const machine = newsletterFormMachine.provide({
      actors: {
        subscribe: fromPromise(async ({ input }: { input: { email: string } }) => {
          const body = { email: input.email, list: "chiche", source, fields: { EMAIL: input.email, SIGNUP: source } };
          const answer = await browserApi(apiBase).post("/users/subscribe-nl", body);
          if (!isSubscribed(answer)) throw new Error("unexpected answer");
        }),
      },
      actions: { trackSubscription: () => analytics().track("Subscribe newsletter", { source }) },
    });
    return createActor(machine);
  }, "idle");

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get("email") ?? "";
    void formChecks().then(({ checkEmail }) => {
      const result = checkEmail(typed);
      setInvalid("invalid" in result ? result.invalid : null);
      if ("email" in result) send({ type: "SUBMIT", email: result.email });
    });
  };

  return (
    <section className="newsletter-hero" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t("newsletter.title")}</h2>
      <p>{t("newsletter.text")}</p>
      {matches("success") || posted === "subscribed" ? (
        <p role="status" className="newsletter-hero__success">
          {t("newsletter.success")}
        </p>
      ) : (
        <form className="newsletter-hero__form" method="post" action={`${apiBase}/users/subscribe-nl`} noValidate onSubmit={submit}>
          <input type="hidden" name="back" value={back} />
          <input type="hidden" name="source" value={source} />
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
