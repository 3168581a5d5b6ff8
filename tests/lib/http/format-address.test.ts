import { expect, test } from "vitest";
import { formatClientAddress } from "@/lib/http/format-address";

test.each([
  // Stored forms (client-address.ts): IPv6 by its /64, in full.
  ["2001:db8:33:0::/64", "2001:db8:33::/64"],
  ["2001:db8:0:0::/64", "2001:db8::/64"],
  ["2a00:1450:4001:80b::/64", "2a00:1450:4001:80b::/64"],
  // A browser on the same machine (::1) is stored as the all-zero /64.
  ["0:0:0:0::/64", "localhost"],
  // Addresses as received.
  ["::1", "localhost"],
  ["0:0:0:0:0:0:0:1", "localhost"],
  ["::ffff:203.0.113.7", "203.0.113.7"],
  ["::ffff:cb00:7107", "203.0.113.7"],
  ["2001:0db8:0000:0000:0000:0000:0000:0001", "2001:db8::1"],
  ["203.0.113.7", "203.0.113.7"],
  ["127.0.0.1", "127.0.0.1"],
])("%s is shown as %s", (stored, shown) => {
  expect(formatClientAddress(stored)).toBe(shown);
});

test("no address, and what is not an address, are kept as they are", () => {
  expect(formatClientAddress(null)).toBeNull();
  expect(formatClientAddress("")).toBeNull();
  expect(formatClientAddress("unknown")).toBe("unknown");
  expect(formatClientAddress("2001:db8::/64/1")).toBe("2001:db8::/64/1");
});
