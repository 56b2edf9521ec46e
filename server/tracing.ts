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
  instrumentation.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Health checks and bundles would drown the traces that matter.
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => /^\/(healthz|livez|readyz|metrics|assets\/)/.test(request.url ?? ""),
      }),
      new expressInstrumentation.ExpressInstrumentation(),
      new pgInstrumentation.PgInstrumentation(),
    ],
  });

  return {
    traceId: () => api.trace.getActiveSpan()?.spanContext().traceId,
    stop: () => provider.shutdown(),
  };
}
