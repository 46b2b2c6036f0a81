import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { createOrganizeTaxonomies, eventInput } from "../factories/organized-events";
import { createMember } from "../factories/users";
import { errorOf } from "../support/api-answers";
import { apiCall, apiJson, workerFetch } from "../support/api-call";

const MB = 1024 * 1024;

/** The stored profile columns a refused request must leave as they were. */
const profileRow = (id: string) => env.DB.prepare("SELECT display_name, address FROM users WHERE id = ?").bind(id).first();

/** A JSON body that arrives in chunks, without Content-Length, as a streaming client sends it. */
function streamedJson(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + 16 * 1024));
      offset += 16 * 1024;
    },
  });
}

test("a 3 MB profile answers 413 payload_too_large in the JSON error shape, before anything is parsed or stored", async () => {
  const member = await createMember({ displayName: "Léa" });
  const before = await profileRow(member.id);
  const answer = await apiJson("PUT", `/users/${member.id}`, { headers: member.headers, body: { address: { formattedAddress: "x".repeat(3 * MB) } } });
  expect(answer.status).toBe(413);
  expect(errorOf(answer.body)).toEqual({ code: "payload_too_large", message: "A request body is limited to 64 KB." });
  expect(await profileRow(member.id)).toEqual(before);
});

test("a body streamed without Content-Length is counted as it comes and refused past the limit", async () => {
  const member = await createMember({ displayName: "Léa" });
  const before = await profileRow(member.id);
  const body = streamedJson(JSON.stringify({ displayname: "y".repeat(200 * 1024) }));
  const response = await workerFetch(`/api/v1/users/${member.id}`, {
    method: "PUT",
    headers: { ...member.headers, "Content-Type": "application/json" },
    rawBody: body,
  });
  expect(response.headers.get("content-length")).toBeNull();
  expect([response.status, errorOf(await response.json()).code]).toEqual([413, "payload_too_large"]);
  expect(await profileRow(member.id)).toEqual(before);

  const small = streamedJson(JSON.stringify({ displayname: "Léa S." }));
  const accepted = await workerFetch(`/api/v1/users/${member.id}`, {
    method: "PUT",
    headers: { ...member.headers, "Content-Type": "application/json" },
    rawBody: small,
  });
  expect(accepted.status).toBe(200);
});

test("the limit is the same on every API route, anonymous ones included, and on the content service", async () => {
  const big = "z".repeat(65 * 1024);
  const answers = await Promise.all([
    apiJson("POST", "/users/exists", { body: { email: `${big}@exemple.fr` } }),
    apiJson("POST", "/users/subscribe-nl", { body: { email: "nl@exemple.fr", source: big } }),
    apiJson("POST", "/nowhere", { body: { any: big } }),
    workerFetch("/builder-api/api/v3/content/page?apiKey=x", { method: "POST", body: { any: big } }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    })),
  ]);
  for (const answer of answers) {
    expect(answer.status).toBe(413);
    expect(errorOf(answer.body).code).toBe("payload_too_large");
  }
});

test("a 1 MB address is refused as a whole body; a 10,000-character address as a field, naming it", async () => {
  const member = await createMember({ displayName: "Léa" });
  const before = await profileRow(member.id);
  const huge = await apiJson("PUT", `/users/${member.id}`, { headers: member.headers, body: { address: { formattedAddress: "x".repeat(MB) } } });
  expect(huge.status).toBe(413);
  const long = await apiJson("PUT", `/users/${member.id}`, { headers: member.headers, body: { address: { formattedAddress: "x".repeat(10_000) } } });
  expect(long.status).toBe(400);
  expect(errorOf(long.body)).toEqual({ code: "invalid_body", message: 'Invalid field "address.formattedAddress": This text is too long' });
  expect(await profileRow(member.id)).toEqual(before);
});

test("arrays have a maximum count: 5,000 place types or 101 liked-event ids are refused, nothing stored", async () => {
  const member = await createMember({ displayName: "Léa" });
  const before = await profileRow(member.id);
  const types = await apiJson("PUT", `/users/${member.id}`, {
    headers: member.headers,
    body: { address: { formattedAddress: "Lyon", types: Array.from({ length: 5_000 }, () => "x") } },
  });
  expect([types.status, errorOf(types.body).message]).toEqual([400, 'Invalid field "address.types": This text is too long']);
  expect(await profileRow(member.id)).toEqual(before);
  const likes = await apiJson("POST", "/likes/events", { headers: member.headers, body: { events: Array.from({ length: 101 }, (_, i) => `e${i}`) } });
  expect(likes.status).toBe(400);
});

test("routes with a limit of their own keep it: an event of 100 KB is taken, over 512 KB it is refused", async () => {
  const organizer = await createMember({ role: "organizer" });
  const taxonomies = await createOrganizeTaxonomies();
  const description = `<p>${"Un atelier pour tous. ".repeat(4_500)}</p>`;
  expect(description.length).toBeGreaterThan(64 * 1024);
  const created = await apiCall("POST", "/events/", {
    headers: organizer.headers,
    body: eventInput(taxonomies, { texts: { fr: { title: "Long atelier", description } } }),
  });
  expect(created.status).toBe(201);
  const tooLarge = await apiJson("POST", "/events/", {
    headers: organizer.headers,
    body: eventInput(taxonomies, { texts: { fr: { title: "Trop long", description: "x".repeat(600 * 1024) } } }),
  });
  expect([tooLarge.status, errorOf(tooLarge.body).message]).toEqual([413, "An event is limited to 512 KB of JSON."]);
});
