import { expect, test } from "vitest";
import { mineTabOf, organizeHomeRedirect } from "./organize-paths";

test("an organizer event without a tab goes to its dashboard, in the visitor's language", () => {
  expect(organizeHomeRedirect("/organize/event/atelier-velo")).toBe("/organize/event/atelier-velo/dashboard");
  expect(organizeHomeRedirect("/en/organize/event/atelier-velo/")).toBe("/en/organize/event/atelier-velo/dashboard");
  expect(organizeHomeRedirect("/es/organize/mine")).toBe("/es/organize/mine/active");
});

test("pages that are already a tab are not redirected", () => {
  expect(organizeHomeRedirect("/organize/event/atelier-velo/attendees")).toBeNull();
  expect(organizeHomeRedirect("/organize/mine/past")).toBeNull();
  expect(organizeHomeRedirect("/organize")).toBeNull();
});

test("the tab of /organize/mine is read from the path, active by default", () => {
  expect(mineTabOf("/en/organize/mine/cancelled")).toBe("cancelled");
  expect(mineTabOf("/organize/mine/past/")).toBe("past");
  expect(mineTabOf("/organize/mine/other")).toBe("active");
});
