import { Link } from "react-router";
import { coverUrl } from "~/features/events/cover";
import type { MessageId } from "~/i18n/catalogues";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import type { RecoItem } from "../collections.schema";

const KIND_LABELS: Record<RecoItem["kind"], MessageId> = {
  book: "recos.kind.book",
  film: "recos.kind.film",
  podcast: "recos.kind.podcast",
  website: "recos.kind.website",
  article: "recos.kind.article",
  event: "recos.kind.event",
};

type Reco = { slug: string; lang: string; title: string; intro: string; image: string | null };

/** A curated recommendation page (docs/product.md §2 "/recos/{slug}"): a card per book, film, site… */
export function RecoScreen({ reco, items }: { reco: Reco; items: RecoItem[] }) {
  const t = useT();
  const { lang } = useIntl();
  return (
    <div className="container" lang={reco.lang !== lang ? reco.lang : undefined}>
      <header className="page-head collection-head">
        <div>
          <h1>{reco.title}</h1>
          <p>{reco.intro}</p>
        </div>
        {reco.image ? <img className="collection-head__image" src={coverUrl(reco.image)} alt="" width={640} height={400} /> : null}
      </header>
      <ul className="grid">
        {items.map((item) => {
          const external = !item.url.startsWith("/");
          // Our articles are written in French (docs/architecture.md §6).
          const titleLang = item.url.startsWith("/media/") && reco.lang !== "fr" ? "fr" : undefined;
          return (
            <li key={item.position}>
              <article className="card reco-card">
                <div className="card__body">
                  <p className="card__meta">
                    <span className="badge">{t(KIND_LABELS[item.kind])}</span>
                  </p>
                  <h2 className="card__title" lang={titleLang}>
                    {external ? (
                      <a href={item.url} target="_blank" rel="noopener noreferrer">
                        {item.title}
                        <span className="visually-hidden"> {t("resources.newTab")}</span>
                      </a>
                    ) : (
                      <Link to={localizePath(item.url, lang)}>{item.title}</Link>
                    )}
                  </h2>
                  {item.author ? <p className="card__meta">{t("recos.by", { author: item.author })}</p> : null}
                  <p className="card__text">{item.description}</p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
