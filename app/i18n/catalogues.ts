import { listingEn } from "~/features/events/messages/listing-en";
import { listingEs } from "~/features/events/messages/listing-es";
import { listingFr } from "~/features/events/messages/listing-fr";
import type { Lang } from "./locale";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { fr } from "./messages/fr";

/** Every interface message id: the site-wide catalogue plus the feature catalogues. */
export type MessageId = keyof typeof fr | keyof typeof listingFr;

/** The bundled catalogues, also the fallback when translation entries cannot be read. */
export const CATALOGUES: Record<Lang, Record<MessageId, string>> = {
  fr: { ...fr, ...listingFr },
  en: { ...en, ...listingEn },
  es: { ...es, ...listingEs },
};
