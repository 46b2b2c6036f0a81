import { Link } from "react-router";
import { GroupedCardsScreen } from "~/components/ui/grouped-cards-screen";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import type { ActionJson } from "../collections.schema";

type PillarGroup = { pillar: ActionJson["pillar"]; actions: ActionJson[] };

/** Ways to act, as action cards by pillar (docs/product.md §2 "/actions"). */
export function ActionsScreen({ groups }: { groups: PillarGroup[] }) {
  const t = useT();
  const { lang } = useIntl();
  return (
    <GroupedCardsScreen
      title={t("actions.title")}
      lead={t("actions.lead")}
      idPrefix="pillar"
      groups={groups.map(({ pillar, actions }) => ({ key: pillar.slug, heading: pillar.name[lang] ?? pillar.name.fr ?? pillar.slug, items: actions }))}
      itemKey={(action) => action._id}
      card={(action) => (
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
      )}
    />
  );
}
