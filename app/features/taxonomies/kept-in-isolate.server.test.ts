import { expect, test } from "vitest";
import { forgetKept, keptInIsolate } from "./kept-in-isolate.server";

const run = crypto.randomUUID();

test("a list read once is kept: the next reads do not read again, and its items cannot be changed", async () => {
  let reads = 0;
  const read = () => Promise.resolve([{ slug: `a-${++reads}` }]);
  const first = await keptInIsolate(`${run}-kept`, read);
  const second = await keptInIsolate(`${run}-kept`, read);

  expect(second).toBe(first);
  expect(reads).toBe(1);
  expect(() => ((first[0] as { slug: string }).slug = "changed")).toThrow(TypeError);
  expect(() => (first as { slug: string }[]).push({ slug: "more" })).toThrow(TypeError);
});

test("forgetting around a write reads again after it, and a read that began before it is not kept", async () => {
  let value = "old";
  let release = () => {};
  const slow = () => new Promise<{ value: string }[]>((resolve) => (release = () => resolve([{ value }])));
  const key = `${run}-forget`;

  const before = keptInIsolate(key, slow);
  await forgetKept(key, async () => {
    value = "new";
  });
  release();
  expect((await before)[0]).toEqual({ value: "new" });
  // The read above began before the forget: what it read was not kept.
  expect((await keptInIsolate(key, () => Promise.resolve([{ value: "after" }])))[0]).toEqual({ value: "after" });
  expect((await keptInIsolate(key, () => Promise.resolve([{ value: "later" }])))[0]).toEqual({ value: "after" });
});
