import { ActionCardView, type Action } from "../action-card-view";

/** ActionCard (docs/product.md §9): an action card content (titre, texte, cover, lien). */
export function ActionCard({ action }: { action: Action }) {
  return <ActionCardView {...action} />;
}
