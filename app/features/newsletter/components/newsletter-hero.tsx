import { useLocation, useSearchParams } from "react-router";
import { useT } from "~/i18n/intl";
import { useNewsletterSignup } from "../use-newsletter-signup";

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
  const { invalid, submit, matches } = useNewsletterSignup(apiBase, source, posted === "required" ? "required" : posted === "invalid" ? "email" : null);
  const back = `${location.pathname}${location.search.replace(/([?&])newsletter=[^&]*&?/, "$1").replace(/[?&]$/, "")}`;

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
