/**
 * What an event offers people with disabilities (docs/product.md §5 "Accessibility"): features of its place
 * (step-free access, accessible toilets, an induction loop, a quiet space) and of its programme (sign-language
 * interpretation), stored as the bits of `events.accessibility` in this order (1, 2, 4, 8, 16), so a row keeps
 * them in one small integer and the listing's 'accessible en fauteuil' filter reads one bit.
 */
export const ACCESSIBILITY_FEATURES = ["stepFree", "accessibleToilets", "inductionLoop", "signLanguage", "quietSpace"] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

/** The features an online event can offer: the others are its place's, and it has none. */
export const ONLINE_FEATURES: readonly AccessibilityFeature[] = ["signLanguage"];

/** The longest note an organizer writes about access (the way in, a contact, what to ask for). */
export const ACCESSIBILITY_NOTE_MAX = 500;

/** The bits of `features`. */
export function accessibilityBits(features: readonly AccessibilityFeature[]): number {
  return ACCESSIBILITY_FEATURES.reduce((bits, feature, index) => (features.includes(feature) ? bits | (1 << index) : bits), 0);
}

/** The features of `bits`, in the order of ACCESSIBILITY_FEATURES. */
export function accessibilityFeatures(bits: number): AccessibilityFeature[] {
  return ACCESSIBILITY_FEATURES.filter((_, index) => (bits & (1 << index)) !== 0);
}
