/**
 * OpenTelemetry traces (HTTP requests, Express, PostgreSQL queries), only when the standard
 * variables ask for them: OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
 * (an OTLP/HTTP collector), with OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES and
 * OTEL_EXPORTER_OTLP_HEADERS as the SDK reads them; OTEL_SDK_DISABLED=true turns tracing off.
 * Without them nothing of OpenTelemetry is loaded.
 *
 * It must run before express and pg are loaded (server/index.ts starts it, then the launcher),
 * so that their instrumentations can wrap them.
 */
export interface Tracing {
  /** The trace id of the span active now (the HTTP request's), for the logs. */
  traceId(): string | undefined;
  /** Names each request's span by its route pattern (`/s/:token`) once the app's routes are known. */
  useRoutePatterns(patternOf: (path: string) => string): void;
  /** Sends the spans still buffered and stops. */
  stop(): Promise<void>;
}

export function tracingWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.toLowerCase() === "true") return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

export async function startTracing(): Promise<Tracing | null> {
  if (!tracingWanted()) return null;
  // ESM modules (this app) are wrapped through import-in-the-middle's loader hook.
  const { register } = await import("node:module");
  register("@opentelemetry/instrumentation/hook.mjs", import.meta.url);

  const [
    api,
    core,
    sdk,
    contextHooks,
    resources,
    exporter,
    instrumentation,
    http,
    expressInstrumentation,
    pgInstrumentation,
  ] = await Promise.all([
    import("@opentelemetry/api"),
    import("@opentelemetry/core"),
    import("@opentelemetry/sdk-trace"),
    import("@opentelemetry/context-async-hooks"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/instrumentation"),
    import("@opentelemetry/instrumentation-http"),
    import("@opentelemetry/instrumentation-express"),
    import("@opentelemetry/instrumentation-pg"),
  ]);

  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ "service.name": process.env.OTEL_SERVICE_NAME ?? "inkwell" }))
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new sdk.TracerProvider({
    resource,
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new exporter.OTLPTraceExporter() })],
  });
  api.context.setGlobalContextManager(new contextHooks.AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  let patternOf: (path: string) => string = () => "unmatched";
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new http.HttpInstrumentation({
        // Health checks and bundles would drown the traces that matter.
        ignoreIncomingRequestHook: (request) => /^\/(healthz|livez|readyz|metrics|assets\/)/.test(request.url ?? ""),
        // As the logs (request-telemetry.ts): the route's pattern and the query's names, never their values.
        startIncomingSpanHook: (request) => redactedUrl(request.url ?? "/", patternOf),
      }),
      new expressInstrumentation.ExpressInstrumentation(),
      new pgInstrumentation.PgInstrumentation(),
    ],
  });

  return {
    traceId: () => api.trace.getActiveSpan()?.spanContext().traceId,
    useRoutePatterns: (routes) => {
      patternOf = routes;
    },
    stop: () => provider.shutdown(),
  };
}

/**
 * What a request's span says of its address (L14): share tokens live in paths (/s/{token}), OAuth codes and states
 * and Stripe's checkout session ids in query strings, so a span names the route's pattern and the query's names only.
 * These attributes replace the ones the instrumentation read from the URL.
 */
export function redactedUrl(url: string, patternOf: (path: string) => string): Record<string, string> {
  const parsed = new URL(url, "http://x");
  const attributes: Record<string, string> = { "url.path": patternOf(parsed.pathname) };
  if (parsed.search) {
    attributes["url.query"] = [...new Set(parsed.searchParams.keys())].map((name) => `${name}=REDACTED`).join("&");
  }
  return attributes;
}
