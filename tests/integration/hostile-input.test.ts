import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../support/app-server";

const { prisma } = await import("~/utils/db.server");
const { signedInCookie } = await import("../support/users");
const { startAppOnThisDatabase } = await import("../support/built-app");

/**
 * Hostile input against the built app as it runs: control characters, bodies larger than
 * their route takes (announced or streamed), broken addresses, non-Latin text in downloads.
 * Every refusal is a 4xx with a clear message and writes nothing.
 */
let app: RunningApp;
beforeAll(async () => {
  app = await startAppOnThisDatabase();
});
afterAll(() => app?.dispose());

const CONTROL = "The request contains control characters, which are not allowed.";
const TOO_LARGE = "The request is too large.";

async function rowCounts() {
  const [designs, visitors, sessions, styles, ideas] = await Promise.all([
    prisma.design.count(),
    prisma.anonymousVisitor.count(),
    prisma.session.count(),
    prisma.style.count(),
    prisma.popularIdea.count(),
  ]);
  return { designs, visitors, sessions, styles, ideas };
}

function post(pathname: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: app.url, ...headers },
    body,
  });
}

describe("control characters", () => {
  it("POST /api/styles/%00/use and /api/popular-ideas/%00/use answer 400, not 500", async () => {
    const before = await rowCounts();
    for (const pathname of ["/api/styles/%00/use", "/api/popular-ideas/%00/use", "/api/styles/a%1Bb/use"]) {
      const response = await post(pathname, "{}");
      expect(response.status, pathname).toBe(400);
      expect(await response.json()).toEqual({ message: CONTROL });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('POST /api/generate with "a rose\\u0000" answers 400 and creates no visitor, session or design', async () => {
    const before = await rowCounts();
    const response = await post("/api/generate", JSON.stringify({ description: "a rose\u0000" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: CONTROL });
    // A control character hidden in a key is refused too.
    const inKey = await post("/api/generate", JSON.stringify({ description: "a rose", "st\u0007yle": "x" }));
    expect(inKey.status).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses them in query strings and in forms, on pages too", async () => {
    const query = await fetch(`${app.url}/?idea=a%00b`, { headers: { Accept: "text/html" } });
    expect(query.status).toBe(400);
    expect(await query.text()).toBe(CONTROL);
    const form = await fetch(`${app.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Accept: "text/html" },
      body: "intent=generate&description=a%00rose",
      redirect: "manual",
    });
    expect(form.status).toBe(400);
  });

  it("keeps tabs, newlines and every script, normalised to NFC", async () => {
    const { cookie } = await signedInCookie("premium");
    const response = await post("/api/styles", JSON.stringify({ name: "Cafe\u0301 Noir" }), { Cookie: cookie });
    expect(response.status).toBeLessThan(300);
    expect(await prisma.style.findFirst({ where: { name: "Caf\u00e9 Noir" } })).not.toBeNull();
  });

  it("answers a broken escape in the address with 400", async () => {
    const response = await post("/api/styles/%E0%A4%A/use", "{}");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The address is not valid." });
  });
});

describe("body limits", () => {
  it("refuses an announced body larger than the route takes before reading it", async () => {
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${app.url}/api/generate`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": String(1024 * 1024 * 1024), Origin: app.url },
      });
      req.on("response", (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body }));
      });
      req.on("error", reject);
      req.write("{");
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ message: TOO_LARGE });
  });

  it("stops reading a chunked upload with no length as soon as it passes the cap", async () => {
    const before = await rowCounts();
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const limit = 60 * 1024 * 1024;
    const outcome = await new Promise<{ status: number; sent: number }>((resolve) => {
      let sent = 0;
      let status = 0;
      const req = http.request(`${app.url}/api/generate`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked", Origin: app.url },
      });
      const finish = () => resolve({ status, sent });
      req.on("response", (res) => {
        status = res.statusCode!;
        res.resume();
        res.on("end", finish);
      });
      req.on("error", finish);
      const pump = () => {
        while (status === 0 && sent < limit) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (sent >= limit) req.end();
      };
      req.write('{"description":"');
      pump();
    });
    expect(outcome.status).toBe(413);
    // The server answered long before the 60 MB were through (socket buffers hold a few MB).
    expect(outcome.sent).toBeLessThan(16 * 1024 * 1024);
    expect(await rowCounts()).toEqual(before);
  });

  it("closes gently after refusing an upload: a client still sending reads the 413, not a reset", async () => {
    const { port } = new URL(app.url);
    // Half-open, as a browser still uploading is: the server's end of its side does not end ours.
    const socket = net.connect({ port: Number(port), host: "127.0.0.1", allowHalfOpen: true });
    await new Promise((resolve) => socket.once("connect", resolve));
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]);
    let answer = "";
    let failure: Error | undefined;
    let ended = false;
    socket.on("data", (data: Buffer) => (answer += data.toString("latin1")));
    socket.on("error", (error) => (failure = error));
    socket.on("end", () => (ended = true));
    socket.write(
      `POST /api/generate HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${app.url}\r\n` +
        `Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    // Far more than the 100 KB cap, written without waiting: most of it is still on its way
    // when the server answers.
    for (let sent = 0; sent < 8 * 1024 * 1024; sent += chunk.length) socket.write(frame);
    await expect.poll(() => answer, { timeout: 20_000 }).toContain(JSON.stringify({ message: TOO_LARGE }));
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    // Still sending a moment after the answer: an abrupt close would have reset the
    // connection by now, and this write would fail.
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.write(frame);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(failure).toBeUndefined();
    expect(ended).toBe(true);
    socket.destroy();
  });

  it("caps forms and the webhook too", async () => {
    const form = await fetch(`${app.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
      body: `intent=generate&description=${"a".repeat(200 * 1024)}`,
      redirect: "manual",
    });
    expect(form.status).toBe(413);
    const webhook = await fetch(`${app.url}/api/stripe/webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=x" },
      body: JSON.stringify({ padding: "x".repeat(600 * 1024) }),
    });
    expect(webhook.status).toBe(413);
  });
});

describe("non-Latin text in downloads", () => {
  it("downloads a design described in Cyrillic under its own name, with an ASCII fallback", async () => {
    const { cookie } = await signedInCookie("free");
    const generated = await post("/api/generate", JSON.stringify({ description: "роза и кинжал" }), { Cookie: cookie });
    expect(generated.status).toBe(200);
    const {
      designs: [design],
    } = (await generated.json()) as { designs: { id: string }[] };
    const download = await fetch(`${app.url}/designs/${design.id}/image.png?download=description`, {
      headers: { Cookie: cookie },
    });
    expect(download.status).toBe(200);
    const disposition = download.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe("роза-и-кинжал.png");
  });

  it("prints a Pro PDF and stencil for a Cyrillic caption and a Cyrillic licence holder", async () => {
    const { user, cookie } = await signedInCookie("pro");
    await prisma.user.update({ where: { id: user.id }, data: { firstName: "Юлия", lastName: "Иванова" } });
    const generated = await post("/api/generate", JSON.stringify({ description: "ласточка с лентой «мама»" }), {
      Cookie: cookie,
    });
    expect(generated.status).toBe(200);
    const {
      designs: [design],
    } = (await generated.json()) as { designs: { id: string }[] };
    const pdf = await fetch(`${app.url}/designs/${design.id}/print.pdf?cm=3`, { headers: { Cookie: cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const stencil = await fetch(`${app.url}/designs/${design.id}/stencil.png`, { headers: { Cookie: cookie } });
    expect(stencil.status).toBe(200);
  });
});
