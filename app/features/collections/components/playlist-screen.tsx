import { EventCard } from "~/features/events/components/event-card";
import { coverUrl } from "~/features/events/cover";
import { ArticleCard } from "~/features/media/components/article-card";
import { useIntl, useT } from "~/i18n/intl";
import type { PlaylistJson } from "../collections.schema";
import type { PlaylistStep } from "../collections.server";

/** A playlist: its heading and its steps in order, articles and events (docs/product.md §2 "/playlist/{slug}"). */
export function PlaylistScreen({ playlist, steps, now }: { playlist: PlaylistJson; steps: PlaylistStep[]; now: Date }) {
  const t = useT();
  const { lang } = useIntl();
  return (
    <div className="container" lang={playlist.lang !== lang ? playlist.lang : undefined}>
      <header className="page-head collection-head">
        <div>
          <p className="card__meta">{t("playlist.items", { count: steps.length })}</p>
          <h1>{playlist.title}</h1>
          <p>{playlist.description}</p>
        </div>
        {playlist.image ? <img className="collection-head__image" src={coverUrl(playlist.image)} alt="" width={640} height={400} /> : null}
      </header>
      <ol className="playlist-steps">
        {steps.map((step) => (
          <li key={step.position} className="playlist-steps__item">
            {step.kind === "article" && step.article ? <ArticleCard article={step.article} variant="line" /> : null}
            {step.kind === "event" && step.event ? <EventCard event={step.event} layout="line" now={now} /> : null}
            {step.note ? <p className="playlist-steps__note">{step.note}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
