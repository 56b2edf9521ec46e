import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import type { Env } from "~/utils/env.server";
import { createApp } from "../../server/app";
import { captureLogs } from "../support/logs";

/** A request React Router's adapter cannot even build (a Host that is no host): it fails before any route. */
function requestWithBadHost(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ port, path: "/profile", headers: { host: "no such host" } }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("an error before the router answers", () => {
  it("is a plain 500 without a stack trace, outside production too", async () => {
    const env = { NODE_ENV: "development", TRUST_PROXY: "false", LOG_REQUESTS: false } as unknown as Env;
    const app = createApp({
      build: {} as ServerBuild,
      env,
      appUrl: "http://localhost:3000",
      rootDir: "/nonexistent",
      formActionOrigins: [],
      databaseAnswers: async () => true,
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { result, lines } = await captureLogs(() => requestWithBadHost((server.address() as AddressInfo).port));
      const { status, body } = result;
      expect(status).toBe(500);
      expect(JSON.parse(body)).toEqual({ message: "Something went wrong. Please try again." });
      expect(body).not.toMatch(/at |TypeError|node_modules/);
      // The stack goes to the log instead.
      expect(lines).toContainEqual(
        expect.objectContaining({ level: "error", msg: "request failed before the app answered" }),
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
