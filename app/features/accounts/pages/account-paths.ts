import * as v from "valibot";
import { langFromPath, localizePath, stripLang } from "~/i18n/locale";

const AGENDA_HOME = "/account/agenda/active";

/** `/account` (in any language) opens the agenda: the path to redirect to, or null for every other path. */
export function accountHomeRedirect(pathname: string): string | null {
  const bare = stripLang(pathname).replace(/\/+$/, "");
  return bare === "/account" ? localizePath(AGENDA_HOME, langFromPath(pathname)) : null;
}

const lastSegment = (pathname: string) => pathname.replace(/\/+$/, "").split("/").at(-1) ?? "";

const AgendaWhenSchema = v.picklist(["active", "past"]);
export type AgendaWhen = v.InferOutput<typeof AgendaWhenSchema>;

/** Which agenda a path shows: `/account/agenda/past` → "past", else "active". */
export function agendaWhenOf(pathname: string): AgendaWhen {
  return v.parse(v.fallback(AgendaWhenSchema, "active"), lastSegment(pathname));
}

const FavoriteKindSchema = v.picklist(["events", "articles", "topics"]);
export type FavoriteKind = v.InferOutput<typeof FavoriteKindSchema>;

/** Which favorites a path shows: `/account/favorites/topics` → "topics", else "events". */
export function favoriteKindOf(pathname: string): FavoriteKind {
  return v.parse(v.fallback(FavoriteKindSchema, "events"), lastSegment(pathname));
}
