import { expect, test } from "vitest";
import { normalizeTicket } from "~/features/organize/ticket-code";
import { arrivalOf, markArrived, mergeArrivals, withPending } from "./checkin-list";

const attendee = (userId: string, ticket: string, checkedInAt: string | null = null) => ({
  userId,
  name: `Personne ${userId}`,
  email: `${userId}@example.org`,
  lang: "fr",
  registeredAt: "2026-11-01T10:00:00.000Z",
  checkedInAt,
  ticket,
  answers: {},
});

const list = [attendee("u1", "ABCD2345"), attendee("u2", "EFGH6789", "2026-11-24T18:00:00.000Z")];

test("a typed code is matched whatever its case, spaces or dashes", () => {
  expect(normalizeTicket(" abcd-2345 ")).toBe("ABCD2345");
  expect(arrivalOf(list, "abcd 2345")).toEqual({ outcome: "arrived", attendee: list[0] });
});

test("a second scan of the same ticket says the person is already in; an unknown code says so", () => {
  expect(arrivalOf(list, "EFGH6789")).toEqual({ outcome: "already", attendee: list[1] });
  expect(arrivalOf(list, "ZZZZ9999")).toEqual({ outcome: "unknown" });
  expect(arrivalOf(list, "   ")).toEqual({ outcome: "unknown" });
});

test("marking an arrival keeps the first time of someone already in", () => {
  const marked = markArrived(list, "u2", "2026-11-24T19:00:00.000Z");
  expect(marked[1]?.checkedInAt).toBe("2026-11-24T18:00:00.000Z");
  expect(markArrived(list, "u1", "2026-11-24T19:00:00.000Z")[0]?.checkedInAt).toBe("2026-11-24T19:00:00.000Z");
  expect(list[0]?.checkedInAt).toBeNull();
});

test("a fresh list from the server keeps the arrivals still waiting to be sent", () => {
  const merged = withPending(list, [{ eventId: "e1", userId: "u1", at: "2026-11-24T18:30:00.000Z" }]);
  expect(merged.map((item) => item.checkedInAt)).toEqual(["2026-11-24T18:30:00.000Z", "2026-11-24T18:00:00.000Z"]);
});

test("a list from the server never makes someone absent who arrived on this device, and keeps the first time", () => {
  const device = [attendee("u1", "ABCD2345", "2026-11-24T18:10:00.000Z"), attendee("u2", "EFGH6789", "2026-11-24T18:20:00.000Z")];
  const server = [attendee("u1", "ABCD2345"), attendee("u2", "EFGH6789", "2026-11-24T18:00:00.000Z"), attendee("u3", "JKLM2345")];
  expect(mergeArrivals(server, device).map((item) => [item.userId, item.checkedInAt])).toEqual([
    ["u1", "2026-11-24T18:10:00.000Z"],
    ["u2", "2026-11-24T18:00:00.000Z"],
    ["u3", null],
  ]);
  expect(mergeArrivals(server, null)).toEqual(server);
});
