import { useId } from "react";
import { useT } from "~/i18n/intl";
import { useImageAlt } from "../../components/block-data-context";
import { BlockNewsletterForm } from "../newsletter-form";
import { NEWSLETTER_SOURCE } from "../shared-inputs";

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
