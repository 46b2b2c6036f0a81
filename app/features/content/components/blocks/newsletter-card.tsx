import { useImageAlt } from "../block-data-context";
import { useId } from "react";
import { useT } from "~/i18n/intl";
import { NEWSLETTER_SOURCE } from "../../block-definitions";
import { BlockNewsletterForm } from "./newsletter-form";

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

type NewsletterSectionProps = { title?: string; text?: string; image?: string; source?: string };

/** Newsletter Section (docs/product.md §9): the sign-up across the page, with an optional picture. */
export function NewsletterSection({ title, text, image, source = NEWSLETTER_SOURCE }: NewsletterSectionProps) {
  const t = useT();
  const id = useId();
  const alt = useImageAlt(image);
  return (
    <section className="block-newsletter-section" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`}>{title || t("newsletter.title")}</h2>
        <p>{text || t("newsletter.text")}</p>
        <BlockNewsletterForm source={source} />
      </div>
      {image ? <img src={image} alt={alt} width={640} height={400} loading="lazy" decoding="async" /> : null}
    </section>
  );
}
