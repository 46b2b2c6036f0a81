import { expect, test } from "vitest";
import { clearedEmailCookie, emailCookie, EMAIL_COOKIE, readCookie } from "./email-cookie";

test("the email cookie round-trips and never expires before year 9999", () => {
  const cookie = emailCookie("léa+test@exemple.fr", true);
  expect(cookie).toContain("Expires=Fri, 31 Dec 9999");
  expect(cookie).toContain("Secure");
  const header = `a=1; ${cookie.split(";")[0]}; b=2`;
  expect(readCookie(header, EMAIL_COOKIE)).toBe("léa+test@exemple.fr");
  expect(readCookie("a=1", EMAIL_COOKIE)).toBeNull();
  expect(clearedEmailCookie()).toContain("Max-Age=0");
});
