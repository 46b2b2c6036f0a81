import { expect, test } from "vitest";
import { accountHomeRedirect, agendaWhenOf, favoriteKindOf } from "./account-paths";

test("/account redirects to the agenda in the visitor's language; its sub-pages do not", () => {
  expect(accountHomeRedirect("/account")).toBe("/account/agenda/active");
  expect(accountHomeRedirect("/account/")).toBe("/account/agenda/active");
  expect(accountHomeRedirect("/en/account")).toBe("/en/account/agenda/active");
  expect(accountHomeRedirect("/es/account/")).toBe("/es/account/agenda/active");
  expect(accountHomeRedirect("/account/profile")).toBeNull();
  expect(accountHomeRedirect("/en/account/agenda/past")).toBeNull();
});

test("the agenda and favorites kinds come from the last path segment", () => {
  expect(agendaWhenOf("/account/agenda/past")).toBe("past");
  expect(agendaWhenOf("/es/account/agenda/active/")).toBe("active");
  expect(agendaWhenOf("/account/agenda/whatever")).toBe("active");
  expect(favoriteKindOf("/en/account/favorites/topics")).toBe("topics");
  expect(favoriteKindOf("/account/favorites/articles")).toBe("articles");
  expect(favoriteKindOf("/account/favorites")).toBe("events");
});
