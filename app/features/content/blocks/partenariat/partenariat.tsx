import { useT } from "~/i18n/intl";
import { useImageAlt } from "../../components/block-data-context";
import { SmartLink } from "../smart-link";

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
