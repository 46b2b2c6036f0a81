import { Hono } from "hono";
import * as v from "valibot";
import { listTranslations } from "~/features/seo/seo.server";
import { TranslationListQuerySchema, TranslationModulesSchema } from "~/features/seo/translation-entries.schema";
import { publicCache } from "./cache-headers";
import { apiError } from "./errors";
import { parseQuery } from "./query";

export const translationsApi = new Hono<{ Bindings: Env }>().get("/", async (c) => {
  const { limit } = parseQuery(c, TranslationListQuerySchema);
  // `modules` may repeat, so it is read with queries() rather than through parseQuery.
  const modules = v.safeParse(TranslationModulesSchema, c.req.queries("modules") ?? []);
  if (!modules.success) {
    throw apiError(400, "invalid_parameter", `Invalid query parameter "modules": ${modules.issues[0].message}`);
  }
  publicCache(c, 300);
  return c.json(await listTranslations(c.env.DB, modules.output, limit));
});
