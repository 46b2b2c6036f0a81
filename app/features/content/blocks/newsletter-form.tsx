import { useId } from "react";
import { useLocation } from "react-router";
import { useT } from "~/i18n/intl";
import { useNewsletterSignup } from "~/features/newsletter/use-newsletter-signup";
import { useRootData } from "~/lib/root-data";

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
  const { invalid, submit, matches } = useNewsletterSignup(apiBase, source);

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
