/** "en:account.help" → "account.help": the language-independent name of a route id. */
export function routeName(routeId: string): string {
  return routeId.replace(/^(fr|en|es):/, "");
}

/** The catalogue id of a page shell's heading; /e/{slug}/… pages share the /events/e/{slug}/… labels. */
export function shellMessageId(routeId: string): string {
  return `shell.${routeName(routeId).replace(/^e\./, "event.")}`;
}
