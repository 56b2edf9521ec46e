import { createServer, type IncomingMessage, type Server } from "node:http";
import sharp from "sharp";

/**
 * A local server that answers as OpenAI's API does, for the real `openai` SDK:
 * POST /v1/images/generations (JSON), POST /v1/images/edits (multipart) and
 * POST /v1/chat/completions. `mode` picks the answer; every request is recorded.
 * An edit must be the multipart request the real API takes (`checkEditForm`): a model, an
 * image file part with an image content type, a prompt, n and a size; otherwise it answers
 * 400 as OpenAI does. "moderation" answers as gpt-image-1's safety system refuses a request.
 */
export type FakeOpenAiMode = "ok" | "error" | "policy" | "moderation" | "slow";

export interface RecordedFile {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
}

export interface RecordedRequest {
  path: string;
  /** When it arrived (ms since the epoch). */
  at: number;
  headers: IncomingMessage["headers"];
  json?: Record<string, unknown>;
  /** A multipart request's text fields and files. */
  form?: { fields: Record<string, string>; files: RecordedFile[] };
  body: Buffer;
}

const EDIT_SIZES = ["256x256", "512x512", "1024x1024", "1536x1024", "1024x1536", "auto"];
const EDIT_IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"];

/** What the Images API's edit endpoint refuses in a request (its wording), or null when it takes it. */
export function checkEditForm(form: NonNullable<RecordedRequest["form"]>): { message: string; param: string } | null {
  const { fields, files } = form;
  if (!fields.model) return { message: "Missing required parameter: 'model'.", param: "model" };
  const images = files.filter((file) => file.field === "image" || file.field === "image[]");
  if (images.length === 0) return { message: "Missing required parameter: 'image'.", param: "image" };
  for (const image of images) {
    if (!EDIT_IMAGE_TYPES.includes(image.type)) {
      return {
        message: `Invalid file 'image': unsupported mimetype ('${image.type || "application/octet-stream"}'). Supported file formats are 'image/jpeg', 'image/png', and 'image/webp'.`,
        param: "image",
      };
    }
    if (image.bytes.length === 0 || image.bytes.length > 50 * 1024 * 1024)
      return { message: "Invalid image file size.", param: "image" };
  }
  if (!fields.prompt || fields.prompt.length > 32_000)
    return { message: "Invalid 'prompt': a string of 1 to 32000 characters.", param: "prompt" };
  const n = Number(fields.n ?? "1");
  if (!Number.isInteger(n) || n < 1 || n > 10) return { message: "Invalid 'n': an integer from 1 to 10.", param: "n" };
  if (fields.size !== undefined && !EDIT_SIZES.includes(fields.size)) {
    return {
      message: `Invalid value: '${fields.size}'. Supported values are: ${EDIT_SIZES.map((v) => `'${v}'`).join(", ")}.`,
      param: "size",
    };
  }
  return null;
}

async function readMultipart(headers: IncomingMessage["headers"], body: Buffer): Promise<RecordedRequest["form"]> {
  const form = await new Request("http://fake.local/", {
    method: "POST",
    headers: { "content-type": String(headers["content-type"]) },
    body: new Uint8Array(body),
  }).formData();
  const fields: Record<string, string> = {};
  const files: RecordedFile[] = [];
  for (const [field, value] of form.entries()) {
    if (typeof value === "string") fields[field] = value;
    else files.push({ field, name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return { fields, files };
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
    if ((req.headers["content-type"] ?? "").startsWith("multipart/form-data")) {
      recorded.form = await readMultipart(req.headers, body).catch(() => ({ fields: {}, files: [] }));
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
    if (req.url === "/v1/images/edits") {
      const problem = checkEditForm(recorded.form ?? { fields: {}, files: [] });
      if (problem)
        return send(400, {
          error: { message: problem.message, type: "invalid_request_error", param: problem.param, code: null },
        });
    }
    if (state.mode === "moderation") {
      return send(400, {
        error: {
          message:
            "Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com and include the request ID req_0123456789abcdef.",
          type: "image_generation_user_error",
          param: null,
          code: "moderation_blocked",
        },
      });
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
      const n = Number(recorded.json?.n ?? recorded.form?.fields.n ?? 1);
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
