import { useId } from "react";
import { useT } from "~/i18n/intl";
import { BlockNewsletterForm } from "../newsletter-form";
import { NEWSLETTER_SOURCE } from "../shared-inputs";

type NewsletterCardProps = { size?: "small" | "normal"; theme?: "neutral" | "parsley" | "entrepreneuriat"; title?: string; text?: string; source?: string };

/** NewsletterCard (docs/product.md §9): the sign-up in a card, small or normal, in one of three colours. */
export function NewsletterCard({ size = "normal", theme = "neutral", title, text, source = NEWSLETTER_SOURCE }: NewsletterCardProps) {
  const t = useT();
  const id = useId();
  return (
    <section className={`block-newsletter block-newsletter--${size} block-newsletter--${theme}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title || t("newsletter.title")}</h2>
      {size === "normal" ? <p>{text || t("newsletter.text")}</p> : null}
      <BlockNewsletterForm source={source} />
    </section>
  );
}
