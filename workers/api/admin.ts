import { Hono } from "hono";
import { requireAdmin, type AdminEnv } from "./admin-access";
import { adminEntriesApi, adminMeApi, adminReferencesApi } from "./admin-entries";
import { adminMediaApi } from "./admin-media";
import { adminModerationApi } from "./admin-moderation";
import { adminSiteApi } from "./admin-site";

/** /api/v1/admin: admins only, every call (workers/api/admin-access.ts). */
export const adminApi: Hono<AdminEnv> = new Hono<AdminEnv>()
  .use(requireAdmin)
  .route("/me", adminMeApi)
  .route("/entries", adminEntriesApi)
  .route("/media", adminMediaApi)
  .route("/references", adminReferencesApi)
  .route("/", adminSiteApi)
  .route("/", adminModerationApi);
