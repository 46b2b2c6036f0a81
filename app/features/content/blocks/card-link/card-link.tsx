import { useT } from "~/i18n/intl";
import { useImageAlt } from "../../components/block-data-context";
import { SmartLink } from "../smart-link";

type CardLinkProps = { title: string; href: string; text?: string; image?: string; label?: string };

/** Card Link (docs/product.md §9): a card that leads somewhere. */
export function CardLink({ title, href, text, image, label }: CardLinkProps) {
  const t = useT();
  const alt = useImageAlt(image);
  return (
    <article className="card block-card-link">
      {image ? <img className="card__media" src={image} alt={alt} width={640} height={400} loading="lazy" decoding="async" /> : null}
      <div className="card__body">
        <h3 className="card__title">
          <SmartLink href={href}>{title}</SmartLink>
        </h3>
        {text ? <p className="card__text">{text}</p> : null}
        <p className="block-card-link__cta" aria-hidden="true">
          {label || t("blocks.cardLink.cta")} →
        </p>
      </div>
    </article>
  );
}
