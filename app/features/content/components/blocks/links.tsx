import { useImageAlt } from "../block-data-context";
import { Link } from "react-router";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** A link that stays client-side on our site and opens a new tab elsewhere. */
function SmartLink({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  return isExternal(href) ? (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link className={className} to={href}>
      {children}
    </Link>
  );
}

type Crumb = { label?: string; path?: string };

/** Breadcrumbs (docs/product.md §9): home, then the editor's items; the last one is the current page. */
export function Breadcrumbs({ items = [] }: { items?: Crumb[] }) {
  const t = useT();
  const { lang } = useIntl();
  const crumbs = [{ label: t("mks-vue.home"), path: localizePath("/", lang) }, ...items.filter((item) => item.label)];
  return (
    <nav className="block-breadcrumbs" aria-label={t("blocks.breadcrumbs.label")}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {index === crumbs.length - 1 || !crumb.path ? (
              <span aria-current={index === crumbs.length - 1 ? "page" : undefined}>{crumb.label}</span>
            ) : (
              <SmartLink href={crumb.path}>{crumb.label}</SmartLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

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

type MksButtonProps = { label: string; href: string; theme?: "neutral" | "parsley" | "entrepreneuriat"; size?: "small" | "default" };

/** MksButton (docs/product.md §9): the makesense-styled call to action. */
export function MksButton({ label, href, theme = "parsley", size = "default" }: MksButtonProps) {
  return (
    <SmartLink href={href} className={`button block-mks-button block-mks-button--${theme}${size === "small" ? " button--small" : ""}`}>
      {label}
    </SmartLink>
  );
}

type Action = { titre?: string; texte?: string; cover?: string; lien?: string };

function ActionCardView({ titre = "", texte, cover, lien = "" }: Action) {
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

/** ActionCard (docs/product.md §9): an action card content (titre, texte, cover, lien). */
export function ActionCard({ action }: { action: Action }) {
  return <ActionCardView {...action} />;
}

/** ActionCardCustom (docs/product.md §9): the same card, its fields typed in the block. */
export function ActionCardCustom(props: Action) {
  return <ActionCardView {...props} />;
}

type Sponsor = { link?: string; text?: string; partner?: string; logo?: string; logoLight?: string };

/** Partenariat (docs/product.md §9): who sponsors the page, light or dark (then `logoLight`, if any). */
export function Partenariat({ theme = "light", sponsoredBy }: { theme?: "light" | "dark"; sponsoredBy: Sponsor }) {
  const t = useT();
  const partner = sponsoredBy.partner ?? "";
  const logo = theme === "dark" && sponsoredBy.logoLight ? sponsoredBy.logoLight : sponsoredBy.logo;
  const alt = useImageAlt(logo, partner);
  const image = logo ? <img className="block-partner__logo" src={logo} alt={alt} height={48} width={160} loading="lazy" decoding="async" /> : null;
  return (
    <aside className={`block-partner block-partner--${theme}`} aria-label={t("blocks.partner.by", { partner })}>
      <p className="block-partner__by">{t("blocks.partner.by", { partner })}</p>
      {sponsoredBy.link && image ? <SmartLink href={sponsoredBy.link}>{image}</SmartLink> : image}
      {sponsoredBy.text ? <p className="block-partner__text">{sponsoredBy.text}</p> : null}
    </aside>
  );
}

type ExpertBeanProps = { name: string; role?: string; text?: string; image?: string; size: "small" | "large" | "xlarge"; direction: "horizontal" | "vertical" };

/** ExpertBean (docs/product.md §9): an expert's portrait, name and words, small, large or xlarge. */
export function ExpertBean({ name, role, text, image, size, direction }: ExpertBeanProps) {
  const px = size === "small" ? 64 : size === "large" ? 112 : 160;
  const alt = useImageAlt(image);
  return (
    <figure className={`block-expert block-expert--${size} block-expert--${direction}`}>
      {image ? <img className="block-expert__image" src={image} alt={alt} width={px} height={px} loading="lazy" decoding="async" /> : null}
      <figcaption>
        <strong className="block-expert__name">{name}</strong>
        {role ? <span className="block-expert__role">{role}</span> : null}
        {text ? <span className="block-expert__text">{text}</span> : null}
      </figcaption>
    </figure>
  );
}
