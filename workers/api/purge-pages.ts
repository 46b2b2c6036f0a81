import { forgetCachedPages } from "../page-cache";

/** Drops the cached copies of site paths (`/`, `/en/a-propos`…) and API paths from this colo's page cache. */
export async function purgePages(c: { req: { url: string } }, paths: string[]) {
  const { origin } = new URL(c.req.url);
  await forgetCachedPages(paths.map((path) => new URL(path, origin).href));
}
