import { createServer, type IncomingMessage, type Server } from "node:http";
import { sampleDesign } from "./fake-images";
import { servedModels, type ServedModel } from "./fake-model-table";

/**
 * A local server that answers as Google's Gemini API does today, for the real @google/genai
 * SDK: POST /{v1,v1beta}/models/{model}:generateContent (the SDK's default version is v1) (an image answer as inline data, with
 * usageMetadata), GET /v1/models/{model} and GET /v1/models. It serves the documented
 * models (model-table.json): any other answers the real 404 NOT_FOUND; an imageSize the model
 * does not take the real 400 INVALID_ARGUMENT. `mode` picks any other answer: a 503, a hung
 * answer, a 429 RESOURCE_EXHAUSTED with a RetryInfo delay, a spent prepaid balance, or the
 * safety filter's answer (200 with finishReason IMAGE_SAFETY and no image).
 */
export type FakeGeminiMode = "ok" | "error" | "hang" | "rate_limited" | "no_credit" | "safety";

export interface RecordedGeminiRequest {
  method: string;
  path: string;
  at: number;
  headers: IncomingMessage["headers"];
  json?: {
    contents?: Array<{ parts?: Array<{ text?: string; inlineData?: { mimeType: string; data: string } }> }>;
    generationConfig?: { responseModalities?: string[]; imageConfig?: { imageSize?: string; aspectRatio?: string } };
  };
}

const googleError = (code: number, status: string, message: string, details?: unknown[]) => ({
  error: { code, message, status, ...(details ? { details } : {}) },
});

export async function startFakeGemini() {
  const state = {
    mode: "ok" as FakeGeminiMode,
    requests: [] as RecordedGeminiRequest[],
    today: new Date(),
    retryDelaySeconds: 120,
    shutdownDates: {} as Record<string, string | null>,
  };
  const models = (): ServedModel[] => servedModels("google", state.today, state.shutdownDates);
  const modelResource = (model: ServedModel) => ({
    name: `models/${model.id}`,
    version: "001",
    displayName: model.id,
    supportedGenerationMethods: ["generateContent", "countTokens"],
  });

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const path = (req.url ?? "").split("?")[0];
    const recorded: RecordedGeminiRequest = { method: req.method ?? "GET", path, at: Date.now(), headers: req.headers };
    if (body) recorded.json = JSON.parse(body);
    state.requests.push(recorded);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=UTF-8" });
      res.end(JSON.stringify(payload));
    };
    const notFound = (id: string) =>
      send(
        404,
        googleError(
          404,
          "NOT_FOUND",
          `models/${id} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
        ),
      );

    if (req.method === "GET" && /^\/v1(beta)?\/models$/.test(path)) {
      return send(200, { models: models().map(modelResource) });
    }
    const get = req.method === "GET" ? /^\/v1(?:beta)?\/models\/([^/:]+)$/.exec(path) : null;
    if (get) {
      const found = models().find((model) => model.id === get[1]);
      return found ? send(200, modelResource(found)) : notFound(get[1]);
    }
    const generate = req.method === "POST" ? /^\/v1(?:beta)?\/models\/([^/:]+):generateContent$/.exec(path) : null;
    if (!generate) return send(404, googleError(404, "NOT_FOUND", "Method not found."));
    if (state.mode === "hang") {
      // No answer at all: the client's own timeout ends it, however loaded the machine is.
      await new Promise((resolve) => res.once("close", resolve));
      return;
    }
    if (state.mode === "error") {
      return send(503, googleError(503, "UNAVAILABLE", "The model is overloaded. Please try again later."));
    }
    if (state.mode === "rate_limited") {
      return send(
        429,
        googleError(429, "RESOURCE_EXHAUSTED", "You exceeded your current quota. Please retry in a while.", [
          { "@type": "type.googleapis.com/google.rpc.RetryInfo", retryDelay: `${state.retryDelaySeconds}s` },
        ]),
      );
    }
    if (state.mode === "no_credit") {
      return send(
        429,
        googleError(
          429,
          "RESOURCE_EXHAUSTED",
          "Your prepayment credits are depleted. Please go to AI Studio at https://ai.studio/projects to manage your project and billing.",
        ),
      );
    }
    const served = models().find((model) => model.id === generate[1]);
    if (!served) return notFound(generate[1]);
    const imageSize = recorded.json?.generationConfig?.imageConfig?.imageSize ?? "1K";
    const tiers = served.entry.sizes?.rule === "tiers" ? served.entry.sizes.tiers : { "1K": 1024 };
    if (!(imageSize in tiers)) {
      return send(400, googleError(400, "INVALID_ARGUMENT", `Unsupported image size: ${imageSize}.`));
    }
    const promptTokenCount = 40;
    if (state.mode === "safety") {
      return send(200, {
        candidates: [{ finishReason: "IMAGE_SAFETY", index: 0 }],
        usageMetadata: { promptTokenCount, totalTokenCount: promptTokenCount },
        modelVersion: served.id,
      });
    }
    const edge = tiers[imageSize];
    const image = await sampleDesign(edge);
    const candidatesTokenCount = served.entry.outputTokens?.[imageSize] ?? 1120;
    send(200, {
      candidates: [
        {
          content: {
            role: "model",
            parts: [{ inlineData: { mimeType: "image/png", data: image.toString("base64") } }],
          },
          finishReason: "STOP",
          index: 0,
        },
      ],
      usageMetadata: {
        promptTokenCount,
        candidatesTokenCount,
        totalTokenCount: promptTokenCount + candidatesTokenCount,
      },
      modelVersion: served.id,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    state,
    generateRequests: () => state.requests.filter((request) => request.path.endsWith(":generateContent")),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
