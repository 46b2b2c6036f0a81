import { data } from "react-router";
import type { Lang } from "~/i18n/locale";
import { contentSettings, loadPageContent } from "./page-content.server";

export type ErrorPageData = {
  message: string;
  content: Awaited<ReturnType<typeof loadPageContent>>;
  settings: ReturnType<typeof contentSettings>;
  preview: boolean;
};

/** The editable page shown for an error status: /404, /410, else /error (docs/product.md §2 "Error page"). */
export function errorPagePath(status: number): string {
  return status === 404 || status === 410 ? `/${status}` : "/error";
}

/**
 * Throws the error response of a page: its status, a technical message ("Page not found: /x") and the
 * editable error page content, so that the error boundary renders it on the server.
 */
export async function throwErrorPage(
  env: Env,
  { status, message, lang, preview = false, nonce }: { status: number; message: string; lang: Lang; preview?: boolean; nonce?: string },
): Promise<never> {
  const content = await loadPageContent(env, { urlPath: errorPagePath(status), lang, preview }).catch((error: unknown) => {
    console.error("error page content unavailable", error);
    return null;
  });
  throw data<ErrorPageData>({ message, content, settings: contentSettings(env, lang, nonce), preview }, { status });
}
