import { useEffect } from "react";
import { useApi } from "~/lib/use-remote";

/**
 * Counts the visitor's read of an article after hydration (POST, never on the page's GET, so a cached page
 * still counts; the API keeps one read per visitor and day). Renders nothing; a failure is only logged.
 */
export function ArticleReadCounter({ articleId }: { articleId: string }) {
  const api = useApi();
  useEffect(() => {
    api.post(`/media/articles/${encodeURIComponent(articleId)}/read`).catch((error: unknown) => console.warn("article read not counted", error));
  }, [api, articleId]);
  return null;
}
