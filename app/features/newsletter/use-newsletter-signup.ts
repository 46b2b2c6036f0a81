import { useState, type FormEvent } from "react";
import { analytics } from "~/lib/analytics";
import { browserApi } from "~/lib/api";
import { useDeferredActor } from "~/lib/use-deferred-actor";

// The form's checks (valibot) load with the machine, after hydration, or at the first submit.
const formChecks = () => import("./newsletter-form.schema");

export type NewsletterInvalid = "required" | "email" | null;

/**
 * A newsletter sign-up form's state and submit (docs/product.md §5, §8): the email checked on submit, then
 * the newsletter machine (idle → loading → success | error), which subscribes through the API and tracks
 * "Subscribe newsletter". Shared by the listing's hero and the page-builder blocks.
 */
export function useNewsletterSignup(apiBase: string, source: string, initialInvalid: NewsletterInvalid = null) {
  const [invalid, setInvalid] = useState<NewsletterInvalid>(initialInvalid);
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

  return { invalid, submit, matches };
}
