import { describe, expect, it } from "vitest";
import { addressGroups, addressKey } from "~/utils/client-address";

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

describe("the networks an address belongs to (M2)", () => {
  it("is the address alone for IPv4", () => {
    expect(addressGroups("::ffff:198.51.100.20")).toEqual([{ scope: "address", key: "198.51.100.20" }]);
  });

  it("is the /64, the /56 and the /48 for IPv6, so /64s rotated inside one network count together", () => {
    expect(addressGroups("2001:db8:7:12ab::1")).toEqual([
      { scope: "address", key: "2001:db8:7:12ab::/64" },
      { scope: "net56", key: "2001:db8:7:1200::/56" },
      { scope: "net48", key: "2001:db8:7::/48" },
    ]);
    const [, net56, net48] = addressGroups("2001:0db8:0007:12ff:ffff::9");
    expect(net56.key).toBe("2001:db8:7:1200::/56");
    expect(net48.key).toBe("2001:db8:7::/48");
    expect(addressGroups("2001:db8:7:1300::1")[1].key).toBe("2001:db8:7:1300::/56");
  });
});
