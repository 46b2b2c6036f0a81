import { data, Link } from "react-router";
import { API_RESULT_STATUS, apiResultMessage, type ApiResultKind } from "~/features/api-result/api-result";
import { messageText, useIntl, useT } from "~/i18n/intl";
import { localizePath, stripLang } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/api-result";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind: ApiResultKind = stripLang(url.pathname).startsWith("/api-error") ? "error" : "success";
  const message = apiResultMessage(kind, url.searchParams.get("code"));
  return data(
    { kind, message },
    { status: API_RESULT_STATUS[kind], headers: { "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=1500" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = matches[0]?.loaderData;
  if (!root || !loaderData) return [];
  return pageMeta({
    title: `${messageText(root.messages, `apiResult.${loaderData.kind}.title`)} · ${messageText(root.messages, "site.name")}`,
    description: messageText(root.messages, loaderData.message),
    url: new URL(location.pathname, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
    noindex: true,
  });
};

/** /api-error and /api-success: the outcome of an external flow, in words of ours, and the way back. */
export default function ApiResult({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { lang } = useIntl();
  const { kind, message } = loaderData;
  return (
    <div className="container link-page">
      <h1>{t(`apiResult.${kind}.title`)}</h1>
      <p className={`link-page__outcome notice${kind === "error" ? " notice--error" : ""}`} role={kind === "error" ? "alert" : "status"}>
        {t(message)}
      </p>
      <p className="link-page__actions">
        <Link className="button button--full" to={localizePath("/", lang)}>
          {t("apiResult.back")}
        </Link>
        <Link className="button button--ghost" to={localizePath("/events", lang)}>
          {t("apiResult.events")}
        </Link>
      </p>
    </div>
  );
}
