import { Link } from "react-router";
import { useImageAlt } from "../../components/block-data-context";

type PageHeaderProps = { title: string; subtitle?: string; image?: string; ctaLabel?: string; ctaHref?: string };

export function PageHeader({ title, subtitle, image, ctaLabel, ctaHref }: PageHeaderProps) {
  const alt = useImageAlt(image);
  return (
    <header className="block-page-header">
      <div className="block-page-header__text">
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
        {ctaLabel && ctaHref ? (
          <Link className="button" to={ctaHref}>
            {ctaLabel}
          </Link>
        ) : null}
      </div>
      {image ? <img className="block-page-header__image" src={image} alt={alt} width={1280} height={800} /> : null}
    </header>
  );
}
