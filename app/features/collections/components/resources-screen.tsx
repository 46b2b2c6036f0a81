import { GroupedCardsScreen } from "~/components/ui/grouped-cards-screen";
import { useIntl, useT } from "~/i18n/intl";
import type { ResourceJson } from "../collections.schema";

type TopicGroup = { topic: ResourceJson["topic"]; resources: ResourceJson[] };

/** Downloadable guides and useful links by topic (docs/product.md §2 "/resources"). */
export function ResourcesScreen({ groups }: { groups: TopicGroup[] }) {
  const t = useT();
  const { lang } = useIntl();
  return (
    <GroupedCardsScreen
      title={t("resources.title")}
      lead={t("resources.lead")}
      idPrefix="topic"
      groups={groups.map(({ topic, resources }) => ({ key: topic.slug, heading: topic.name[lang] ?? topic.name.fr ?? topic.slug, items: resources }))}
      itemKey={(resource) => resource._id}
      card={(resource) => (
        <article className="card resource-card" lang={resource.lang !== lang ? resource.lang : undefined}>
          <div className="card__body">
            <p className="card__meta">
              <span className="badge">{t(resource.kind === "guide" ? "resources.guide" : "resources.link")}</span>
            </p>
            <h3 className="card__title">{resource.title}</h3>
            <p className="card__text">{resource.description}</p>
            <p>
              {resource.kind === "guide" ? (
                <a className="button button--small" href={resource.url} download>
                  {t("resources.download", { format: resource.format ?? "PDF" })}
                  <span className="visually-hidden"> : {resource.title}</span>
                </a>
              ) : (
                <a className="button button--ghost button--small" href={resource.url} target="_blank" rel="noopener noreferrer">
                  {t("resources.visit")}
                  <span className="visually-hidden">
                    {" "}
                    : {resource.title} {t("resources.newTab")}
                  </span>
                </a>
              )}
            </p>
          </div>
        </article>
      )}
    />
  );
}
