import { ActionCardView, type Action } from "../action-card-view";

/** ActionCardCustom (docs/product.md §9): the same card, its fields typed in the block. */
export function ActionCardCustom(props: Action) {
  return <ActionCardView {...props} />;
}
