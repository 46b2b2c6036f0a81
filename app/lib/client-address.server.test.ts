import { expect, test } from "vitest";
import { subjectOf } from "./client-address.server";

test("an IPv4 address is its own subject; an IPv6 address is its /64, however it is written", () => {
  expect(subjectOf("203.0.113.7")).toBe("203.0.113.7");
  expect(subjectOf("::ffff:203.0.113.7")).toBe("203.0.113.7");
  expect(subjectOf("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
  expect(subjectOf("2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
  expect(subjectOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
  expect(subjectOf("::1")).toBe("0:0:0:0::/64");
  // Addresses drawn from one /64 are one client.
  expect(new Set(["2001:db8:5:6::1", "2001:db8:5:6:ffff::2", "2001:db8:5:6:1:2:3:4"].map(subjectOf)).size).toBe(1);
  // Something that is not an address stays what it is.
  expect(subjectOf("nonsense:zz")).toBe("nonsense:zz");
});
