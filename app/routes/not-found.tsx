import { throwErrorPage } from "~/features/content/error-content.server";
import { langFromPath } from "~/i18n/locale";
import type { Route } from "./+types/not-found";

/** Any path no route matches: 404 with "Page not found" and the path. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return throwErrorPage(context.cloudflare.env, {
    status: 404,
    message: `Page not found: ${url.pathname}`,
    lang: langFromPath(url.pathname),
    nonce: context.nonce,
  });
}

export default function NotFound() {
  return null;
}
