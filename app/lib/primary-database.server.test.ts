import { expect, test } from "vitest";
import { primaryDatabase, rememberBinding } from "./primary-database.server";

/** A stand-in D1Database: only its identity matters here. */
const database = (name: string) => ({ name }) as unknown as D1Database;

test("a request's session leads to the binding it was made from; anything else is its own primary", () => {
  const binding = database("binding");
  const session = database("session");
  rememberBinding(session, binding);
  expect(primaryDatabase(session)).toBe(binding);
  expect(primaryDatabase(binding)).toBe(binding);
  const plain = database("plain");
  expect(primaryDatabase(plain)).toBe(plain);
});
