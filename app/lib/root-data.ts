import { useRouteLoaderData } from "react-router";
import type { PublicEnv } from "~/env.server";
import type { CompiledMessages } from "~/i18n/catalogues";
import type { Lang } from "~/i18n/locale";

/**
 * What the root route's loader gives every page (app/root.tsx): the language, its labels, the public
 * settings and the request's nonce. Defined here so that features read it without importing the root
 * route, which imports them (docs/architecture.md §8 "Feature order").
 */
export type RootData = { lang: Lang; messages: CompiledMessages; config: PublicEnv; nonce: string };

export function useRootData() {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("root data missing");
  return data;
}
