import { describe, expect, it } from "vitest";
import { addressKey } from "~/utils/client-address";

describe("the key per-address limits count by", () => {
  it("keeps IPv4 addresses whole, also IPv4-mapped ones", () => {
    expect(addressKey("198.51.100.20")).toBe("198.51.100.20");
    expect(addressKey("::ffff:198.51.100.20")).toBe("198.51.100.20");
    expect(addressKey("198.51.100.21")).not.toBe(addressKey("198.51.100.20"));
  });

  it("counts an IPv6 /64 as one address, however it is written", () => {
    const keys = [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff:ffff:ffff:fffe",
      "2001:0db8:0001:0002:0000:0000:0000:0009",
      "[2001:db8:1:2::3]",
      "2001:db8:1:2::5%eth0",
    ].map(addressKey);
    expect(new Set(keys)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1.2.3.4")).toBe("fe80:0:0:0::/64");
  });

  it("leaves what is not an address as it is (a unit of its own)", () => {
    expect(addressKey("unknown")).toBe("unknown");
  });
});
