import { expect, test } from "vitest";
import { createTaxonomy } from "../factories/events";
import { createMember } from "../factories/users";
import { apiCall } from "../support/api-call";

// A member's favourite topic: their quick search on the listing (docs/product.md §6).

test("a member chooses a favourite topic in their profile and GET /users/me names it; null takes it back", async () => {
  await createTaxonomy("topic", "jardinage-urbain", "Jardinage urbain");
  const member = await createMember({ firstName: "Léa", displayName: "Léa M." });
  const me = async () => (await (await apiCall("GET", "/users/me", { headers: member.headers })).json()) as { topic: string | null };
  expect((await me()).topic).toBeNull();

  const saved = await apiCall("PUT", `/users/${member.id}`, { headers: member.headers, body: { topic: "jardinage-urbain" } });
  expect(saved.status).toBe(200);
  expect(((await saved.json()) as { topic: string }).topic).toBe("jardinage-urbain");
  expect((await me()).topic).toBe("jardinage-urbain");

  expect((await apiCall("PUT", `/users/${member.id}`, { headers: member.headers, body: { topic: null } })).status).toBe(200);
  expect((await me()).topic).toBeNull();
});

test("a topic that does not exist, or a type that is not a topic, is refused and the profile kept", async () => {
  await createTaxonomy("type", "atelier-topic-test", "Atelier");
  await createTaxonomy("topic", "climat-topic-test", "Climat");
  const member = await createMember({ firstName: "Noé", displayName: "Noé" });
  await apiCall("PUT", `/users/${member.id}`, { headers: member.headers, body: { topic: "climat-topic-test" } });
  for (const topic of ["nulle-part", "atelier-topic-test"]) {
    const refused = await apiCall("PUT", `/users/${member.id}`, { headers: member.headers, body: { topic, firstName: "Changé" } });
    expect(refused.status, topic).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("invalid_body");
  }
  const me = (await (await apiCall("GET", "/users/me", { headers: member.headers })).json()) as { topic: string; firstName: string };
  expect([me.topic, me.firstName]).toEqual(["climat-topic-test", "Noé"]);
});
