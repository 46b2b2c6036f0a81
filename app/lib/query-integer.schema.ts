import * as v from "valibot";

/**
 * A whole number of a query string, from `min` to `max`, written in decimal digits only: valibot's toNumber
 * alone would read "0x10" as 16, "1e3" as 1000 and " " as 0.
 */
export const QueryInteger = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,15}$/, "must be a whole number written in decimal digits"), v.toNumber(), v.minValue(min), v.maxValue(max));
