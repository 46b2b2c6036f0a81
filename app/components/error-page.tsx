import { Suspense, useEffect } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import type { ErrorPageData } from "~/features/content/error-content.server";
import { useT } from "~/i18n/intl";
import { analytics } from "~/lib/analytics";
import { lazyReady } from "~/lib/lazy-ready";
import { isChunkLoadError, shouldReloadAfterChunkError } from "~/lib/reload-guard";
import { SiteLayout } from "./layout/site-layout";
import { LocalizedLink } from "./layout/localized-link";

// The page-builder SDK is loaded only by error pages that have content: every page ships this boundary
// (root), few show an edited error page.
const BuilderContent = lazyReady(() => import("~/features/content/components/builder-content").then((module) => module.BuilderContent));

function isErrorPageData(value: unknown): value is ErrorPageData {
  return typeof value === "object" && value !== null && "message" in value && "settings" in value;
}

function titleId(status: number) {
  if (status === 404) return "error.404" as const;
  if (status === 410) return "error.410" as const;
  return "error.other" as const;
}

/** The error page (docs/product.md §2): a title by status, the editable page for it, or ERREUR without content. */
export function ErrorPage({ status, error }: { status: number; error: unknown }) {
  const t = useT();
  const location = useLocation();
  const pageData = isRouteErrorResponse(error) && isErrorPageData(error.data) ? error.data : null;

  useEffect(() => {
    if (isChunkLoadError(error) && shouldReloadAfterChunkError(location.pathname, Date.now(), window.sessionStorage)) {
      window.location.reload();
      return;
    }
    analytics().track("error", { type: status, page: location.pathname });
  }, [error, status, location.pathname]);

  return (
    <SiteLayout theme="base" variant="error">
      <div className="container error-page">
        <p className="error-page__code" aria-hidden="true">
          {status}
        </p>
        <h1>{t(titleId(status))}</h1>
        {pageData?.message ? <p className="error-page__detail">{pageData.message}</p> : null}
        {pageData?.content ? (
          <Suspense>
            <BuilderContent content={pageData.content} settings={pageData.settings} />
          </Suspense>
        ) : (
          <>
            {pageData?.preview ? null : <p className="error-page__fallback">{t("error.fallback")}</p>}
            <div className="error-page__actions">
              <LocalizedLink className="button" to="/">
                {t("error.backHome")}
              </LocalizedLink>
              <LocalizedLink className="button button--ghost" to="/events">
                {t("error.seeEvents")}
              </LocalizedLink>
            </div>
          </>
        )}
      </div>
    </SiteLayout>
  );
}
