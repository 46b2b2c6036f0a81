import { data } from "react-router";
import * as v from "valibot";
import { Pagination } from "~/components/ui/pagination";
import { EventCard } from "~/features/events/components/event-card";
import { listEvents } from "~/features/events/events.server";
import { EventListQuerySchema } from "~/features/events/events.schema";
import { useT } from "~/i18n/intl";
import { langFromPath } from "~/i18n/locale";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/listing";

export const PAGE_SIZE = 24;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const parsed = v.safeParse(EventListQuerySchema, {
    limit: String(PAGE_SIZE),
    page: url.searchParams.get("page") ?? undefined,
    lang,
    status: "active",
    from: url.searchParams.get("from") ?? new Date().toISOString(),
    to: url.searchParams.get("to") ?? undefined,
    topic: params.topic ?? url.searchParams.get("topic") ?? undefined,
    type: params.type ?? url.searchParams.get("type") ?? undefined,
    city: params.city,
  });
  if (!parsed.success) throw data("Invalid listing parameters", { status: 400 });
  const result = await listEvents(context.cloudflare.env.DB, parsed.output);
  return data(
    { ...result, page: parsed.output.page, pages: Math.ceil(result.total / PAGE_SIZE) },
    { headers: { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = matches[0]?.loaderData;
  if (!root) return [];
  return pageMeta({
    title: `${root.messages["events.title"]} · ${root.messages["site.name"]}`,
    description: root.messages["events.lead"],
    url: new URL(location.pathname + location.search, root.config.siteUrl),
    siteUrl: root.config.siteUrl,
    lang: root.lang,
  });
};

export default function EventListing({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container container--wide">
      <header className="page-head">
        <h1>{t("events.title")}</h1>
        <p>{t("events.lead")}</p>
      </header>
      <p className="result-count" role="status">
        {t("events.count", { count: loaderData.total })}
      </p>
      {loaderData.data.length === 0 ? (
        <h2>{t("events.empty")}</h2>
      ) : (
        <ul className="grid">
          {loaderData.data.map((event) => (
            <li key={event._id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={loaderData.page} total={loaderData.pages} />
    </div>
  );
}
