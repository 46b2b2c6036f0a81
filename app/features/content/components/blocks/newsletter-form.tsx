import { useId, useState, type FormEvent } from "react";
import { useLocation } from "react-router";
import { useT } from "~/i18n/intl";
import { analytics } from "~/lib/analytics";
import { browserApi } from "~/lib/api";
import { useDeferredActor } from "~/lib/use-deferred-actor";
import { useRootData } from "~/root";

// The form's checks (valibot) load with the machine, after hydration, or at the first submit.
const formChecks = () => import("~/features/newsletter/newsletter-form.schema");

/**
 * The newsletter sign-up of the NewsletterCard and Newsletter Section blocks: the listing hero's form and
 * machine (machines/newsletter-form, docs/product.md §5, §8) with ids of its own, so several fit on a page.
 * Before hydration the form posts to the API, which comes back to this page.
 */
export function BlockNewsletterForm({ source }: { source: string }) {
  const t = useT();
  const id = useId();
  const location = useLocation();
  const { apiBase } = useRootData().config;
  const [invalid, setInvalid] = useState<"required" | "email" | null>(null);
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
          if (!isSubscribed(await browserApi(apiBase).post("/users/subscribe-nl", body))) throw new Error("unexpected answer");
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

  if (matches("success")) {
    return (
      <p role="status" className="block-newsletter__success">
        {t("newsletter.success")}
      </p>
    );
  }
  return (
    <form className="block-newsletter__form" method="post" action={`${apiBase}/users/subscribe-nl`} noValidate onSubmit={submit}>
      <input type="hidden" name="back" value={location.pathname} />
      <input type="hidden" name="source" value={source} />
      <label htmlFor={`${id}-email`}>{t("newsletter.email")}</label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${id}-invalid` : undefined}
      />
      <button className="button" type="submit" disabled={matches("loading")}>
        {t("newsletter.submit")}
      </button>
      {invalid ? (
        <p id={`${id}-invalid`} className="field-error">
          {t(invalid === "required" ? "form.required" : "form.email")}
        </p>
      ) : null}
      {matches("error") ? (
        <p role="alert" className="field-error">
          {t("newsletter.error")}
        </p>
      ) : null}
    </form>
  );
}
