import { useId } from "react";
import { Link } from "react-router";
import { EventCard } from "~/features/events/components/event-card";
import { useIntl, useT } from "~/i18n/intl";
import { localizePath } from "~/i18n/locale";
import { useBlockNow, useBlockResult } from "../../components/block-data-context";
import { teaserRequest } from "./request";

type TeaserProps = { title: string; text?: string; momentum?: string; topic?: string; count?: number; label?: string; href?: string };

/** Teaser (docs/product.md §9): a title and text over the next events of a momentum or topic, with a link to more. */
export function Teaser({ title, text, momentum, topic, count, label, href }: TeaserProps) {
  const t = useT();
  const { lang } = useIntl();
  const id = useId();
  const now = useBlockNow();
  const events = useBlockResult("events", teaserRequest({ momentum, topic, count })) ?? [];
  const more = href || localizePath(`/events${momentum ? `?momentum=${momentum}` : topic ? `?topic=${topic}` : ""}`, lang);
  return (
    <section className="block-teaser" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {text ? <p>{text}</p> : null}
      {events.length > 0 ? (
        <ul className="grid">
          {events.map((event) => (
            <li key={event._id}>
              <EventCard event={event} now={now} />
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="button button--ghost" to={more}>
        {label || t("blocks.teaser.all")}
      </Link>
    </section>
  );
}
