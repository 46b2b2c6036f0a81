import { env } from "cloudflare:workers";
import * as v from "valibot";
import { expect, test } from "vitest";
import { DASHBOARD_SUMMARY_SQL, REGISTRATIONS_BY_DAY_SQL } from "~/features/organize/event-dashboard.db.server";
import { organizedListSql } from "~/features/organize/organized-events.db.server";
import { ORGANIZED_WHEN } from "~/features/organize/organize-reads.schema";

async function plan(sql: string, ...params: unknown[]) {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all();
  return results.map((row) => v.parse(v.object({ detail: v.string() }), row).detail);
}

/** Steps that read a whole table: `SCAN <table>` without an index. */
const fullScans = (details: string[]) => details.filter((d) => d.startsWith("SCAN ") && !d.includes("USING") && !/subquery|CTE/i.test(d));

test("the dashboard reads one event's entries of an index for every figure, page views through analytics_event_page_views", async () => {
  const summary = await plan(DASHBOARD_SUMMARY_SQL, "0123456789abcdef01234567");
  expect(fullScans(summary)).toEqual([]);
  expect(summary.some((d) => d.includes("analytics_event_page_views"))).toBe(true);
  expect(fullScans(await plan(REGISTRATIONS_BY_DAY_SQL, "0123456789abcdef01234567"))).toEqual([]);
});

test("each tab of the organizer's list starts from the user's rows of event_organizers", async () => {
  for (const when of ORGANIZED_WHEN) {
    const details = await plan(organizedListSql(when), "0123456789abcdef01234567", new Date().toISOString(), 100);
    expect([when, fullScans(details)]).toEqual([when, []]);
    expect(details.some((d) => /SEARCH mine USING (COVERING )?INDEX event_organizers_by_user/.test(d))).toBe(true);
  }
});
