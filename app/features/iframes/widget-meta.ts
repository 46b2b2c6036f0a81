import type { MetaArgs } from "react-router";
import { makeIntl, messageText } from "~/i18n/intl";
import type { RootData } from "~/lib/root-data";

type WidgetLoaderData = { found?: boolean; widget?: { name: string; description: string } } | undefined;

/** A widget's title is its name; it is not a page of its own for search engines (it lives in partners' pages). */
export function widgetMeta({ matches, data }: MetaArgs & { data: WidgetLoaderData }) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  if (!root || !data) return [];
  if (!data.widget)
    return [{ title: `${messageText(root.messages, "widget.missing")} · ${messageText(root.messages, "site.name")}` }, { name: "robots", content: "noindex" }];
  return [
    { title: `${data.widget.name} · ${messageText(root.messages, "site.name")}` },
    { name: "description", content: data.widget.description },
    { name: "robots", content: "noindex" },
  ];
}

/** The embed code page of a widget: for partners, not indexed. */
export function embedMeta({ matches, data }: MetaArgs & { data: WidgetLoaderData }) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  if (!root || !data?.widget) return [];
  const intl = makeIntl(root.lang, root.messages);
  return [
    { title: `${intl.formatMessage({ id: "embed.title" }, { name: data.widget.name })} · ${intl.formatMessage({ id: "site.name" })}` },
    { name: "robots", content: "noindex" },
  ];
}
