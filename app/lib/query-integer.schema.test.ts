import * as v from "valibot";
import { expect, test } from "vitest";
import { QueryInteger } from "./query-integer.schema";

test("decimal digits within the bounds are read as a number", () => {
  expect(v.parse(QueryInteger(0, 100), "0")).toBe(0);
  expect(v.parse(QueryInteger(0, 100), "042")).toBe(42);
});

test("hexadecimal, binary, exponents, signs, decimals, spaces and blanks are refused", () => {
  for (const text of ["0x10", "0b1", "0o7", "1e1", "+1", "-1", "1.0", " 1", "1 ", "", "Infinity", "١٢"]) {
    expect(v.is(QueryInteger(-10, 100), text)).toBe(false);
  }
});

test("numbers outside the bounds are refused", () => {
  expect(v.is(QueryInteger(1, 100), "0")).toBe(false);
  expect(v.is(QueryInteger(1, 100), "101")).toBe(false);
});
