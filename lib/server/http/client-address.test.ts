// What an address-keyed limit counts by: an IPv4 address whole, an IPv6 one by its /64.
import { describe, expect, it } from "vitest";
import { addressKey } from "./client-address";

describe("addressKey", () => {
  it.each([
    ["192.0.2.1", "192.0.2.1"],
    ["2001:db8:1:2::1", "2001:0db8:0001:0002::/64"],
    ["2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:0db8:0001:0002::/64"],
    ["2001:DB8:1:2:a:b:c:d", "2001:0db8:0001:0002::/64"],
    ["::1", "0000:0000:0000:0000::/64"],
    ["::ffff:192.0.2.9", "192.0.2.9"],
    ["unknown", "unknown"],
    ["invalid", "invalid"],
  ])("%s counts as %s", (address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
