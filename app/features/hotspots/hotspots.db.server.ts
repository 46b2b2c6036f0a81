import * as v from "valibot";
import { HotspotRowSchema, type HotspotJson } from "./hotspots.schema";

/** Every hotspot (a handful of rows, cached whole in KV), in their editorial order. */
export async function listAllHotspots(db: D1Database): Promise<HotspotJson[]> {
  const { results } = await db.prepare("SELECT id, slug, name, city, lat, lng FROM hotspots ORDER BY sort_order, slug").all();
  return results.map((row) => v.parse(HotspotRowSchema, row));
}
