import { expect, test } from "vitest";
import { AMERICAS, quickTags, TAG_LABEL_MAX } from "./quick-tags";

const t = (id: string, values?: Record<string, string | number>) => (values?.topic ? `${id}:${values.topic}` : id);
const now = new Date(2026, 10, 25);

test("the user's topic tag only when logged in", () => {
  expect(quickTags({ lang: "fr", now }, t).map((tag) => tag.key)).toEqual(["provider", "online", "weekend"]);
  expect(quickTags({ lang: "fr", now, userTopic: { slug: "climat", name: "Climat" } }, t)[0]).toMatchObject({ key: "my-topic", changes: { topic: "climat" } });
});

test("the provider tag only in French, the Americas tag only in Spanish", () => {
  expect(quickTags({ lang: "en", now }, t).map((tag) => tag.key)).toEqual(["online", "weekend"]);
  const spanish = quickTags({ lang: "es", now }, t);
  expect(spanish.map((tag) => tag.key)).toEqual(["americas", "online", "weekend"]);
  expect(spanish[0]?.changes.countryCode).toBe(AMERICAS.join(","));
});

test("labels are cut at 30 characters", () => {
  const long = { slug: "x", name: "Économie sociale, solidaire et circulaire" };
  const tag = quickTags({ lang: "fr", now, userTopic: long }, t)[0];
  expect(tag?.label.length).toBeLessThanOrEqual(TAG_LABEL_MAX);
  expect(tag?.label.endsWith("…")).toBe(true);
});
