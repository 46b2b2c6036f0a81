import * as v from "valibot";
import { expect, test } from "vitest";
import { isTicketCode, TICKET_ALPHABET, TicketSchema } from "./ticket-code";

test("the alphabet has 32 signs, none of 0, O, 1 or I", () => {
  expect(new Set(TICKET_ALPHABET).size).toBe(32);
  expect(TICKET_ALPHABET).not.toMatch(/[0O1I]/);
});

test("a ticket is 8 signs of the alphabet; typed ones are raised to capitals and lose spaces and dashes", () => {
  expect(isTicketCode("ABCD2345")).toBe(true);
  expect(isTicketCode("ABCD234")).toBe(false);
  expect(isTicketCode("ABCD2340")).toBe(false);
  expect(isTicketCode("ABCDI345")).toBe(false);
  expect(v.parse(TicketSchema, " abcd-2345 ")).toBe("ABCD2345");
  expect(v.safeParse(TicketSchema, "ABCD-234O").success).toBe(false);
});
