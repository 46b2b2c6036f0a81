import { SCHEDULER } from "./admin-audit.db.server";
import { listDueEntries } from "./admin-entries.db.server";
import { setEntryPublished } from "./admin-entries.server";

/**
 * The scheduled publications and unpublications due at `now` (docs/product.md §2 "/admin"), applied by the
 * every-minute Cron Trigger as an admin's 'Publier' or 'Dépublier' would be: a publication puts the staged
 * edit live as it stands then. Each is its own write (a version and an audit row by SCHEDULER); one that fails
 * is logged and tried again at the next run; one cleared or applied meanwhile is skipped. Answers the site paths
 * whose cached pages must go.
 */
export async function applyDueSchedules(db: D1Database, now: Date): Promise<string[]> {
  const paths: string[] = [];
  for (const { id, action } of await listDueEntries(db, now.toISOString())) {
    try {
      const write = await setEntryPublished(db, SCHEDULER, id, action === "publish", { now, scheduled: true });
      if (write) paths.push(...write.paths);
    } catch (error) {
      console.error(`scheduled ${action} of entry ${id} failed`, error);
    }
  }
  return paths;
}
