import { isIPv4, isIPv6 } from "node:net";

/**
 * The key per-address limits count by. IPv4 addresses (also when written IPv4-mapped,
 * ::ffff:a.b.c.d) count one by one; IPv6 addresses by their /64 network, since one home
 * or phone gets a whole /64 and can take a fresh address from it for every request.
 */
export function addressKey(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

/** A network an address belongs to, for limits that count a network as one: its own key (IPv4, IPv6 /64), or wider. */
export interface AddressGroup {
  /** "address" (IPv4, or IPv6 /64), "net56" or "net48". */
  scope: "address" | "net56" | "net48";
  key: string;
}

/**
 * The address's key and, for IPv6, its /56 and /48 networks: a home line usually holds a /56 and a site a /48, so a
 * client rotating through its /64s still counts as one network (M2). IPv4 counts by the address alone.
 */
export function addressGroups(ip: string): AddressGroup[] {
  const own = addressKey(ip);
  if (!own.endsWith("::/64")) return [{ scope: "address", key: own }];
  const groups = own.slice(0, -"::/64".length).split(":");
  const net56 = [...groups.slice(0, 3), (parseInt(groups[3], 16) & 0xff00).toString(16)].join(":");
  return [
    { scope: "address", key: own },
    { scope: "net56", key: `${net56}::/56` },
    { scope: "net48", key: `${groups.slice(0, 3).join(":")}::/48` },
  ];
}

function expandIPv6(address: string): string[] {
  // An embedded IPv4 tail (::1.2.3.4) becomes two groups.
  const withHexTail = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [((+a << 8) | +b).toString(16), ((+c << 8) | +d).toString(16)].join(":"),
  );
  const [head, tail] = withHexTail.split("::") as [string, string | undefined];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups].map((group) =>
    parseInt(group || "0", 16).toString(16),
  );
}
