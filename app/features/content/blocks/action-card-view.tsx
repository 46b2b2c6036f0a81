import { useT } from "~/i18n/intl";
import { useImageAlt } from "../components/block-data-context";
import { SmartLink } from "./smart-link";

/** An action card's content (docs/product.md §3): titre, texte, cover, lien. */
export type Action = { titre?: string; texte?: string; cover?: string; lien?: string };

/** The card of the ActionCard and ActionCardCustom blocks (docs/product.md §9). */
export function ActionCardView({ titre = "", texte, cover, lien = "" }: Action) {
  const t = useT();
  const alt = useImageAlt(cover);
  return (
    <article className="card block-action-card">
      {cover ? <img className="card__media" src={cover} alt={alt} width={640} height={400} loading="lazy" decoding="async" /> : null}
      <div className="card__body">
        <h3 className="card__title">{titre}</h3>
        {texte ? <p className="card__text">{texte}</p> : null}
        <SmartLink href={lien} className="button button--small block-action-card__cta">
          {t("blocks.actionCard.cta")}
          <span className="visually-hidden"> : {titre}</span>
        </SmartLink>
      </div>
    </article>
  );
}
