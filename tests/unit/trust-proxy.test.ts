import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { trustProxySetting } from "../../server/app";

async function clientIpSeen(setting: string, forwardedFor: string): Promise<string> {
  const app = express();
  app.set("trust proxy", trustProxySetting(setting));
  app.get("/", (req, res) => void res.send(req.ip));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await (await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Forwarded-For": forwardedFor } })).text();
  } finally {
    server.close();
  }
}

describe("TRUST_PROXY", () => {
  it('"true" trusts one proxy: the address it appended, not what the client wrote before it', async () => {
    expect(await clientIpSeen("true", "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
    expect(await clientIpSeen("1", "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
  });

  it("a hop count reads the entry that many proxies from the right", async () => {
    expect(await clientIpSeen("2", "6.6.6.6, 198.51.100.7, 10.0.0.2")).toBe("198.51.100.7");
  });

  it('"false" ignores the header', async () => {
    expect(await clientIpSeen("false", "6.6.6.6")).toBe("127.0.0.1");
  });
});
