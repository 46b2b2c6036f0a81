import { flowEn } from "~/features/accounts/login-flow/messages/flow-en";
import { flowEs } from "~/features/accounts/login-flow/messages/flow-es";
import { flowFr } from "~/features/accounts/login-flow/messages/flow-fr";
import { listingEn } from "~/features/events/messages/listing-en";
import { listingEs } from "~/features/events/messages/listing-es";
import { listingFr } from "~/features/events/messages/listing-fr";
import { accountEn } from "~/features/accounts/pages/messages/account-en";
import { accountEs } from "~/features/accounts/pages/messages/account-es";
import { accountFr } from "~/features/accounts/pages/messages/account-fr";
import { formEn } from "~/features/organize/messages/form-en";
import { formEs } from "~/features/organize/messages/form-es";
import { formFr } from "~/features/organize/messages/form-fr";
import { manageEn } from "~/features/organize/messages/manage-en";
import { manageEs } from "~/features/organize/messages/manage-es";
import { manageFr } from "~/features/organize/messages/manage-fr";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Lang } from "./locale";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { fr } from "./messages/fr";

/** Every interface message id: the site-wide catalogue plus the feature catalogues. */
export type MessageId = keyof typeof fr | keyof typeof listingFr | keyof typeof flowFr | keyof typeof accountFr | keyof typeof formFr | keyof typeof manageFr;

/** The bundled catalogues, also the fallback when translation entries cannot be read. */
export const CATALOGUES: Record<Lang, Record<MessageId, string>> = {
  fr: { ...fr, ...listingFr, ...flowFr, ...accountFr, ...formFr, ...manageFr },
  en: { ...en, ...listingEn, ...flowEn, ...accountEn, ...formEn, ...manageEn },
  es: { ...es, ...listingEs, ...flowEs, ...accountEs, ...formEs, ...manageEs },
};

/**
 * Messages as the browser gets them (root loader): ICU syntax parsed on the server (messages.server.ts),
 * so the client bundle carries no parser (vite.config.ts). A message that is plain text stays a string.
 */
export type CompiledMessages = Record<string, string | MessageFormatElement[]>;
