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
import { adminEn } from "~/features/admin/messages/admin-en";
import { adminEs } from "~/features/admin/messages/admin-es";
import { adminFr } from "~/features/admin/messages/admin-fr";
import { mediaEn } from "~/features/media/messages/media-en";
import { mediaEs } from "~/features/media/messages/media-es";
import { mediaFr } from "~/features/media/messages/media-fr";
import { searchEn } from "~/features/search/messages/search-en";
import { searchEs } from "~/features/search/messages/search-es";
import { searchFr } from "~/features/search/messages/search-fr";
import { surveysEn } from "~/features/surveys/messages/surveys-en";
import { surveysEs } from "~/features/surveys/messages/surveys-es";
import { surveysFr } from "~/features/surveys/messages/surveys-fr";
import { exclusivitiesEn } from "~/features/exclusivities/messages/exclusivities-en";
import { exclusivitiesEs } from "~/features/exclusivities/messages/exclusivities-es";
import { exclusivitiesFr } from "~/features/exclusivities/messages/exclusivities-fr";
import { instagramEn } from "~/features/instagram/messages/instagram-en";
import { instagramEs } from "~/features/instagram/messages/instagram-es";
import { instagramFr } from "~/features/instagram/messages/instagram-fr";
import { apiResultEn } from "~/features/api-result/messages/api-result-en";
import { apiResultEs } from "~/features/api-result/messages/api-result-es";
import { apiResultFr } from "~/features/api-result/messages/api-result-fr";
import { blocksEn } from "~/features/content/messages/blocks-en";
import { blocksEs } from "~/features/content/messages/blocks-es";
import { blocksFr } from "~/features/content/messages/blocks-fr";
import { gameEn } from "~/features/game/messages/game-en";
import { gameEs } from "~/features/game/messages/game-es";
import { gameFr } from "~/features/game/messages/game-fr";
import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Lang } from "./locale";
import type { ScopedGroup } from "./message-groups";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { fr } from "./messages/fr";

/** Every interface message id: the site-wide catalogue plus the feature catalogues. */
export type MessageId =
  | keyof typeof fr
  | keyof typeof listingFr
  | keyof typeof flowFr
  | keyof typeof accountFr
  | keyof typeof formFr
  | keyof typeof manageFr
  | keyof typeof adminFr
  | keyof typeof mediaFr
  | keyof typeof searchFr
  | keyof typeof surveysFr
  | keyof typeof exclusivitiesFr
  | keyof typeof instagramFr
  | keyof typeof apiResultFr
  | keyof typeof blocksFr
  | keyof typeof gameFr;

/** The bundled catalogues, also the fallback when translation entries cannot be read. */
export const CATALOGUES: Record<Lang, Record<MessageId, string>> = {
  fr: {
    ...fr,
    ...listingFr,
    ...flowFr,
    ...accountFr,
    ...formFr,
    ...manageFr,
    ...adminFr,
    ...mediaFr,
    ...searchFr,
    ...surveysFr,
    ...exclusivitiesFr,
    ...instagramFr,
    ...apiResultFr,
    ...blocksFr,
    ...gameFr,
  },
  en: {
    ...en,
    ...listingEn,
    ...flowEn,
    ...accountEn,
    ...formEn,
    ...manageEn,
    ...adminEn,
    ...mediaEn,
    ...searchEn,
    ...surveysEn,
    ...exclusivitiesEn,
    ...instagramEn,
    ...apiResultEn,
    ...blocksEn,
    ...gameEn,
  },
  es: {
    ...es,
    ...listingEs,
    ...flowEs,
    ...accountEs,
    ...formEs,
    ...manageEs,
    ...adminEs,
    ...mediaEs,
    ...searchEs,
    ...surveysEs,
    ...exclusivitiesEs,
    ...instagramEs,
    ...apiResultEs,
    ...blocksEs,
    ...gameEs,
  },
};

/**
 * Messages as the browser gets them (root loader): ICU syntax parsed on the server (messages.server.ts),
 * so the client bundle carries no parser (vite.config.ts). A message that is plain text stays a string.
 */
export type CompiledMessages = Record<string, string | MessageFormatElement[]>;

/** The ids of the interface whose first part ("shell" in "shell.account") is one of `prefixes`. */
function idsStartingWith(...prefixes: string[]): ReadonlySet<string> {
  return new Set(Object.keys(CATALOGUES.fr).filter((id) => prefixes.includes(id.slice(0, id.indexOf(".")))));
}

/** The ids of each scoped group (message-groups.ts): pages outside its sections never carry them. */
export const SCOPED_MESSAGE_IDS: Record<ScopedGroup, ReadonlySet<string>> = {
  account: new Set(Object.keys(accountFr)),
  organize: new Set([...Object.keys(formFr), ...Object.keys(manageFr)]),
  admin: new Set(Object.keys(adminFr)),
  game: new Set(Object.keys(gameFr)),
  shell: idsStartingWith("shell"),
  event: idsStartingWith("event", "eventChild", "waitlist", "unattend", "feedback", "likes", "calendar", "share"),
  listing: idsStartingWith("listing", "filters"),
  search: idsStartingWith("search"),
  collections: idsStartingWith("playlist", "recos", "resources"),
  apiResult: idsStartingWith("apiResult"),
  embed: idsStartingWith("embed"),
};
