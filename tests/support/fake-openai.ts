import { createServer, type IncomingMessage, type Server } from "node:http";
import sharp from "sharp";

/**
 * A local server that answers as OpenAI's API does, for the real `openai` SDK:
 * POST /v1/images/generations (JSON), POST /v1/images/edits (multipart) and
 * POST /v1/chat/completions. `mode` picks the answer; every request is recorded.
 */
export type FakeOpenAiMode = "ok" | "error" | "policy" | "slow";

export interface RecordedRequest {
  path: string;
  /** When it arrived (ms since the epoch). */
  at: number;
  headers: IncomingMessage["headers"];
  json?: Record<string, unknown>;
  body: Buffer;
}

export async function startFakeOpenAi() {
  const sample = await sharp({
    create: { width: 1024, height: 1024, channels: 3, background: "#ffffff" },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><circle cx="512" cy="512" r="300" fill="none" stroke="#000" stroke-width="40"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

  const state = {
    mode: "ok" as FakeOpenAiMode,
    requests: [] as RecordedRequest[],
    /** What /v1/chat/completions answers as the message content. */
    chatContent: "{}",
  };

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const recorded: RecordedRequest = { path: req.url ?? "", at: Date.now(), headers: req.headers, body };
    if ((req.headers["content-type"] ?? "").includes("application/json")) {
      recorded.json = JSON.parse(body.toString("utf8") || "{}");
    }
    state.requests.push(recorded);

    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    if (state.mode === "slow") {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      if (res.destroyed || res.writableEnded) return;
    }
    if (state.mode === "error") {
      return send(500, { error: { message: "The server had an error", type: "server_error", code: null } });
    }
    if (state.mode === "policy") {
      return send(400, {
        error: {
          message: "Your request was rejected by the safety system.",
          type: "invalid_request_error",
          code: "content_policy_violation",
        },
      });
    }
    if (req.url === "/v1/images/generations" || req.url === "/v1/images/edits") {
      const n = Number(recorded.json?.n ?? /name="n"\r\n\r\n(\d+)/.exec(body.toString("latin1"))?.[1] ?? 1);
      return send(200, {
        created: Math.floor(Date.now() / 1000),
        data: Array.from({ length: n }, () => ({ b64_json: sample.toString("base64") })),
      });
    }
    if (req.url === "/v1/chat/completions") {
      return send(200, {
        id: "chatcmpl-test",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: String(recorded.json?.model ?? "test"),
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: state.chatContent } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      });
    }
    send(404, { error: { message: "Unknown path", type: "invalid_request_error" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    state,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
