import { Link } from "react-router";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import type { ActionJson } from "../collections.schema";

type PillarGroup = { pillar: ActionJson["pillar"]; actions: ActionJson[] };

/** Ways to act, as action cards by pillar (docs/product.md §2 "/actions"). */
export function ActionsScreen({ groups }: { groups: PillarGroup[] }) {
  const t = useT();
  const { lang } = useIntl();
  return (
    <div className="container">
      <header className="page-head">
        <h1>{t("actions.title")}</h1>
        <p>{t("actions.lead")}</p>
      </header>
      {groups.map(({ pillar, actions }) => (
        <section key={pillar.slug} aria-labelledby={`pillar-${pillar.slug}`} className="resource-group">
          <h2 id={`pillar-${pillar.slug}`}>{pillar.name[lang] ?? pillar.name.fr ?? pillar.slug}</h2>
          <ul className="grid">
            {actions.map((action) => (
              <li key={action._id}>
                <article className="card action-card" lang={action.lang !== lang ? action.lang : undefined}>
                  <div className="card__body">
                    <h3 className="card__title">{action.title}</h3>
                    <p className="card__text">{action.description}</p>
                    <p>
                      <Link className="button button--small" to={localizePath(action.url, lang)}>
                        {action.cta}
                        <span className="visually-hidden"> : {action.title}</span>
                      </Link>
                    </p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
