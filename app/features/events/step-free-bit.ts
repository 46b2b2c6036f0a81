/**
 * The bit of step-free access in `events.accessibility` (the first of the features' bits, accessibility.ts): the
 * listing's filter (listing-filters.ts) and the index events_step_free (migrations/0032) read it. A module of its
 * own, so the listing's first load does not bring the features' lists with it.
 */
export const STEP_FREE_BIT = 1;
