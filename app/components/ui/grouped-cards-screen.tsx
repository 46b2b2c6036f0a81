import type { ReactNode } from "react";

/** A group of cards under its own heading; `key` makes the heading's id (`<idPrefix>-<key>`). */
export type CardGroup<T> = { key: string; heading: string; items: T[] };

type GroupedCardsScreenProps<T> = {
  title: string;
  lead: string;
  /** The groups' heading ids start with it ("pillar", "topic"), so two screens' ids never meet. */
  idPrefix: string;
  groups: CardGroup<T>[];
  itemKey: (item: T) => string;
  /** One card, an `<article>`: its title is a third-level heading under the group's. */
  card: (item: T) => ReactNode;
};

/**
 * A page of cards in named groups (ways to act by pillar, resources by topic): the page's title and lead, then
 * each group as a section labelled by its heading, its cards in a grid list.
 */
export function GroupedCardsScreen<T>({ title, lead, idPrefix, groups, itemKey, card }: GroupedCardsScreenProps<T>) {
  return (
    <div className="container">
      <header className="page-head">
        <h1>{title}</h1>
        <p>{lead}</p>
      </header>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`${idPrefix}-${group.key}`} className="resource-group">
          <h2 id={`${idPrefix}-${group.key}`}>{group.heading}</h2>
          <ul className="grid">
            {group.items.map((item) => (
              <li key={itemKey(item)}>{card(item)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
