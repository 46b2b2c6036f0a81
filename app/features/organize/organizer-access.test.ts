import { expect, test } from "vitest";
import { decideAccess, ORGANIZER_ACCESS, type OrganizerAction } from "./organizer-access";

const member = { role: "user", active: true } as const;
const admin = { role: "admin", active: true } as const;
const publicEvent = (relation: "owner" | "coorganizer" | null) => ({ private: false, relation });
const eventActions = Object.keys(ORGANIZER_ACCESS).filter((action) => action !== "create" && action !== "list") as OrganizerAction[];

test("creating, and listing one's own events, need a confirmed account: anonymous 401, unconfirmed 403, anyone confirmed may", () => {
  for (const action of ["create", "list"] as const) {
    expect(decideAccess(action, null, null)).toEqual({ allowed: false, status: 401, code: "unauthorized" });
    expect(decideAccess(action, { role: "user", active: false }, null)).toEqual({ allowed: false, status: 403, code: "email_not_confirmed" });
    expect(decideAccess(action, member, null)).toEqual({ allowed: true, role: "other" });
    expect(decideAccess(action, admin, null)).toEqual({ allowed: true, role: "admin" });
  }
});

test("every action on an event is for its owner, its co-organizers and the admins", () => {
  for (const action of eventActions) {
    expect([action, decideAccess(action, member, publicEvent("owner")).allowed]).toEqual([action, true]);
    expect([action, decideAccess(action, member, publicEvent("coorganizer")).allowed]).toEqual([action, true]);
    expect([action, decideAccess(action, admin, publicEvent(null))]).toEqual([action, { allowed: true, role: "admin" }]);
    expect([action, decideAccess(action, member, publicEvent(null))]).toEqual([action, { allowed: false, status: 403, code: "forbidden" }]);
  }
});

test("someone else's private event, or no event at all, is a 404", () => {
  expect(decideAccess("read", member, { private: true, relation: null })).toEqual({ allowed: false, status: 404, code: "event_not_found" });
  expect(decideAccess("update", member, null)).toEqual({ allowed: false, status: 404, code: "event_not_found" });
  expect(decideAccess("update", { role: "organizer", active: false }, publicEvent("owner"))).toMatchObject({ allowed: false, status: 403 });
});
