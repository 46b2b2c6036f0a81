import { useCallback } from "react";
import * as v from "valibot";
import type { SelectOption } from "~/components/ui/fields/select-field";
import { TaxonomyJsonSchema } from "~/features/taxonomies/taxonomies.schema";
import { useIntl } from "~/i18n/intl";
import { useApi, useRemote } from "~/lib/use-remote";

export type Taxonomies = { type: SelectOption[]; topic: SelectOption[]; pillar: SelectOption[]; status: "loading" | "ready" | "failed"; retry: () => void };

const TaxonomiesAnswer = v.object({ data: v.array(TaxonomyJsonSchema) });

/** The choices of the type, topic and pillar fields (GET /taxonomies, public and cached), named in the visitor's language. */
export function useTaxonomies(): Taxonomies {
  const api = useApi();
  const { lang } = useIntl();
  const load = useCallback(async (signal: AbortSignal) => v.parse(TaxonomiesAnswer, await api.get("/taxonomies", { signal })).data, [api]);
  const { remote, retry } = useRemote(load, true);
  const items = remote.status === "ready" ? remote.data : [];
  const options = (type: "type" | "topic" | "pillar") =>
    items
      .filter((item) => item.type === type)
      .map((item) => ({ value: item.slug, label: item.name[lang] ?? item.name.fr ?? item.slug }))
      .sort((a, b) => a.label.localeCompare(b.label, lang));
  return { type: options("type"), topic: options("topic"), pillar: options("pillar"), status: remote.status === "ready" ? "ready" : remote.status, retry };
}
