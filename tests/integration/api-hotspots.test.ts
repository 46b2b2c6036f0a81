import { beforeAll, expect, onTestFinished, test } from "vitest";
import { createHotspot, deleteRows } from "../factories/events";
import { getJson } from "../support/api-call";

let baseId = "";

beforeAll(async () => {
  await createHotspot("la-ruche", "La Ruche", { city: "Bordeaux", lat: 44.86, lng: -0.55, sortOrder: 1 });
  baseId = await createHotspot("la-base", "La Base", { city: "Grenoble", lat: 45.19, lng: 5.74, sortOrder: 0 });
});

test("GET /hotspots lists every hotspot in editorial order; limit keeps the first ones", async () => {
  const { status, body } = await getJson("/hotspots?limit=0");
  expect(status).toBe(200);
  expect(body).toMatchObject({ total: 2, count: 2 });
  expect(body.data).toEqual([
    { _id: baseId, slug: "la-base", name: { fr: "La Base", en: "La Base", es: "La Base" }, city: "Grenoble", lat: 45.19, lng: 5.74 },
    expect.objectContaining({ slug: "la-ruche" }),
  ]);
  expect((await getJson("/hotspots?limit=1")).body).toMatchObject({ total: 2, count: 1 });
  expect((await getJson("/hotspots?limit=x")).status).toBe(400);
});

test("GET /hotspots/by-slug finds a hotspot, or answers 404", async () => {
  expect((await getJson("/hotspots/by-slug/la-ruche")).body).toMatchObject({ city: "Bordeaux" });
  const missing = await getJson("/hotspots/by-slug/nulle-part");
  expect(missing.status).toBe(404);
  expect(missing.body.error).toMatchObject({ code: "hotspot_not_found" });
});

test("a hotspot created after the list was cached shows up (writes invalidate the KV copy)", async () => {
  await getJson("/hotspots");
  const quai = await createHotspot("le-quai", "Le Quai", { city: "Nantes", sortOrder: 2 });
  onTestFinished(() => deleteRows("hotspots", [quai]));
  expect((await getJson("/hotspots")).body).toMatchObject({ total: 3 });
});
