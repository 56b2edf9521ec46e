import { validateDetailed as validateCron } from "node-cron";
import { z } from "zod";

/**
 * The one place that reads configuration. Every variable is parsed and checked here at
 * start; anything invalid stops the app with the variable's name and the problem.
 * `.env.example` documents each variable and what happens when it is unset.
 */

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: 'must be "true" or "false"',
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const port = z.coerce
  .number({ error: "must be a port number" })
  .int("must be a whole number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const httpUrl = z
  .url({ error: "must be a URL such as https://example.com" })
  .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://");

/** A whole number from `min` to `max` (the message names the range). */
const wholeNumber = (min: number, max: number, unit = "") =>
  z.coerce
    .number({ error: `must be a whole number${unit} from ${min} to ${max}` })
    .int(`must be a whole number${unit} from ${min} to ${max}`)
    .min(min, `must be a whole number${unit} from ${min} to ${max}`)
    .max(max, `must be a whole number${unit} from ${min} to ${max}`);

const postgresUrl = z
  .string()
  .refine(
    (value) => /^postgres(ql)?:\/\/.+/.test(value),
    "must be a PostgreSQL URL such as postgresql://user:password@host:5432/database",
  );

const envSchema = z
  .object({
    NODE_ENV: z
      .enum(["development", "test", "production"], {
        error: 'must be "development", "test" or "production"',
      })
      .default("development"),
    PORT: port.default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    APP_URL: httpUrl.optional(),
    DATA_DIR: z.string().min(1).default(".data"),
    /** Required in production (set "false" when no proxy is in front); "false" elsewhere when unset. */
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d+)$/, 'must be "true", "false" or a number of proxy hops')
      .optional(),
    LOG_REQUESTS: booleanFlag.default(false),
    /** Read by the logger itself (app/utils/logger.server.ts), which must work before this file has parsed anything. */
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
        error: 'must be one of "fatal", "error", "warn", "info", "debug", "trace", "silent"',
      })
      .default("info"),
    LOG_FORMAT: z.enum(["json", "pretty"], { error: 'must be "json" or "pretty"' }).optional(),
    /**
     * The credential of GET /metrics (Authorization: Bearer ...); unset, /metrics is not served. At least 32
     * characters, as SESSION_SECRET: it guards what the app's counters tell (decision 025, L15).
     */
    METRICS_TOKEN: z.string().min(32, "must be at least 32 characters (for example: openssl rand -hex 32)").optional(),
    /** Serves /bench/bare, the no-data baseline of `npm run bench`. */
    BENCH_BARE_ROUTE: booleanFlag.default(false),

    DATABASE_URL: postgresUrl.optional(),
    EMBEDDED_POSTGRES_PORT: port.optional(),
    /** Production without DATABASE_URL: start the embedded PostgreSQL anyway (one instance only; docs/deploy.md). */
    ALLOW_EMBEDDED_DATABASE: booleanFlag.default(false),
    /**
     * Connections each instance may open (docs/deploy.md adds them up): the app's pool, the job
     * queue's (pg-boss) and the rate limits'. Besides these: one per generation worker and two listeners.
     */
    DATABASE_POOL_MAX: wholeNumber(1, 200).default(10),
    JOB_QUEUE_POOL_MAX: wholeNumber(2, 50).default(4),
    RATE_LIMIT_POOL_MAX: wholeNumber(1, 50).default(4),
    /** How long a new database connection may take before the request gives up (an outage answers 503). */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int()
      .min(100, "must be at least 100")
      .default(5_000),
    /** The longest one SQL statement may run. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int()
      .min(100, "must be at least 100")
      .default(15_000),

    SESSION_SECRET: z.string().min(32, "must be at least 32 characters (for example: openssl rand -hex 32)").optional(),
    /** Earlier values of SESSION_SECRET, still accepted for reading after a rotation (app/utils/keys.server.ts). */
    SESSION_SECRET_PREVIOUS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((secret) => secret.trim())
          .filter(Boolean),
      )
      .refine(
        (secrets) => secrets.every((secret) => secret.length >= 32),
        "must be a comma-separated list of secrets of at least 32 characters each",
      ),

    OAUTH_ISSUER: httpUrl.optional(),
    OAUTH_AUTHORIZATION_ENDPOINT: httpUrl.optional(),
    OAUTH_TOKEN_ENDPOINT: httpUrl.optional(),
    OAUTH_USERINFO_ENDPOINT: httpUrl.optional(),
    OAUTH_CLIENT_ID: z.string().min(1).optional(),
    OAUTH_CLIENT_SECRET: z.string().min(1).optional(),
    OAUTH_SCOPES: z.string().min(1).default("openid email profile"),
    ALLOW_LOCAL_SIGNIN: booleanFlag.default(false),
    /** Set by the launcher when it started the embedded local sign-in provider. */
    INKWELL_LOCAL_SIGNIN: booleanFlag.default(false),
    LOCAL_OIDC_PORT: port.optional(),
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(/[,\s]+/)
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),

    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_BASE_URL: httpUrl.optional(),
    /** OpenAI's image model per job (decision 024 says why these defaults). */
    OPENAI_IMAGE_MODEL: z.string().min(1).default("gpt-image-2.6-flare"),
    OPENAI_IMAGE_PRO_MODEL: z.string().min(1).default("gpt-image-2.6-sunburst"),
    OPENAI_IMAGE_EDIT_MODEL: z.string().min(1).default("gpt-image-2.6-sunburst"),
    OPENAI_TEXT_MODEL: z.string().min(1).default("gpt-6-luna"),
    OPENAI_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int()
      .min(1000, "must be at least 1000")
      .default(120_000),
    /** Google's Gemini image models ("Nano Banana") through @google/genai. */
    GOOGLE_API_KEY: z.string().min(1).optional(),
    GOOGLE_BASE_URL: httpUrl.optional(),
    GOOGLE_IMAGE_MODEL: z.string().min(1).default("gemini-3.1-flash-image"),
    GOOGLE_IMAGE_PRO_MODEL: z.string().min(1).default("gemini-3-pro-image"),
    GOOGLE_IMAGE_EDIT_MODEL: z.string().min(1).default("gemini-3.1-flash-image"),
    GOOGLE_TIMEOUT_MS: z.coerce
      .number({ error: "must be a number of milliseconds" })
      .int()
      .min(1000, "must be at least 1000")
      .default(120_000),
    /** Legacy switch, read only when IMAGE_PROVIDERS is unset: "flash" draws everything on this machine. */
    IMAGE_ENGINE: z.enum(["auto", "openai", "flash"], { error: 'must be "auto", "openai" or "flash"' }).default("auto"),
    /** The ordered chain of image providers (openai, google, flash); unset: the configured ones, then flash. */
    IMAGE_PROVIDERS: z
      .string()
      .regex(
        /^\s*(openai|google|flash)(\s*,\s*(openai|google|flash))*\s*$/,
        'must be a comma-separated list of "openai", "google" and "flash", for example "openai,google,flash"',
      )
      .transform((value) => [...new Set(value.split(",").map((name) => name.trim() as "openai" | "google" | "flash"))])
      .optional(),
    /**
     * Each paid provider's spend a day (UTC) past which its generations go to the next provider:
     * "5" or "openai:5,google:3".
     */
    IMAGE_DAILY_BUDGET_USD: z
      .string()
      .regex(
        /^\s*(\d+(\.\d+)?|(openai|google):\d+(\.\d+)?(\s*,\s*(openai|google):\d+(\.\d+)?)*)\s*$/,
        'must be dollars ("5") or dollars per provider ("openai:5,google:3")',
      )
      .transform((value): Partial<Record<"openai" | "google", number>> => {
        if (!value.includes(":")) return { openai: Number(value), google: Number(value) };
        return Object.fromEntries(
          value
            .split(",")
            .map((part) => part.trim().split(":"))
            .map(([k, v]) => [k, Number(v)]),
        );
      })
      .optional(),
    /** A 429 asking to wait longer than this hands the job to the next provider; a shorter wait is retried. */
    IMAGE_FAILOVER_AFTER_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds" })
      .int("must be a whole number of seconds")
      .min(0, "must be 0 or more")
      .default(30),
    VARIATIONS_PER_GENERATION: z.coerce
      .number({ error: "must be a number from 1 to 4" })
      .int("must be a whole number from 1 to 4")
      .min(1, "must be a number from 1 to 4")
      .max(4, "must be a number from 1 to 4")
      .default(2),
    /** Generation workers of this instance; 0: it only answers requests and other instances run the jobs. */
    GENERATION_CONCURRENCY: z.coerce
      .number({ error: "must be a whole number" })
      .int("must be a whole number")
      .min(0, "must be 0 or more")
      .default(2),

    /** Calls to the image provider at once across ALL instances (the durable job queue's global cap). */
    IMAGE_MAX_CONCURRENCY: z.coerce
      .number({ error: "must be a positive whole number" })
      .int("must be a positive whole number")
      .min(1, "must be a positive whole number")
      .default(4),
    /** Generations waiting in the shared queue before new ones are refused with 503 and Retry-After. */
    GENERATION_QUEUE_LIMIT: z.coerce
      .number({ error: "must be a positive whole number" })
      .int("must be a positive whole number")
      .min(1, "must be a positive whole number")
      .default(200),
    /** Generations of one account (or guest) waiting in the queue; more are refused with 429 and Retry-After. */
    GENERATION_WAITING_PER_ACCOUNT: z.coerce
      .number({ error: "must be a positive whole number" })
      .int("must be a positive whole number")
      .min(1, "must be a positive whole number")
      .default(20),
    /** Generations of one account (or guest) running at once; its others wait in the queue. */
    GENERATION_JOBS_PER_ACCOUNT: z.coerce
      .number({ error: "must be a positive whole number" })
      .int("must be a positive whole number")
      .min(1, "must be a positive whole number")
      .default(2),
    /** Seconds without a heartbeat from a running job before another instance takes it over (its instance died). */
    GENERATION_JOB_EXPIRE_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds" })
      .int("must be a whole number of seconds")
      .min(10, "must be at least 10 (pg-boss's shortest heartbeat)")
      .default(60),
    /** Retries of a job after the provider answered 429 or 5xx (exponential backoff). */
    GENERATION_RETRY_LIMIT: wholeNumber(0, 10).default(3),
    /** Seconds a standard job waits before it ranks with Pro jobs (so it is never starved). */
    GENERATION_AGING_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds" })
      .int("must be a whole number of seconds")
      .min(1, "must be at least 1")
      .default(60),

    /**
     * Worker threads in each of the two render pools (prints: PDFs, stencils, line measurements; pictures: a
     * picture's intake and drawing; decision 025), 0: on the request thread. Each thread holds its own image stack
     * (~90 MB when busy); on 2 cores a second one per pool renders no faster beside the generation workers.
     */
    RENDER_CONCURRENCY: wholeNumber(0, 16).default(1),
    /**
     * The niceness of render threads and libvips's image threads (issue 35): 10 lets the request thread go first on
     * an instance that has its cores to itself. 0 where other busy processes share the cores at normal priority (a
     * test run's browsers), which would otherwise take nearly all of them from the renders.
     */
    RENDER_NICENESS: wholeNumber(0, 19).default(10),
    /** Renders waiting for a worker, per pool, before new ones are refused with 503. */
    RENDER_QUEUE_LIMIT: z.coerce
      .number({ error: "must be a positive whole number" })
      .int("must be a positive whole number")
      .min(1, "must be a positive whole number")
      .default(32),

    XAI_API_KEY: z.string().min(1).optional(),
    XAI_BASE_URL: httpUrl.default("https://api.x.ai/v1"),
    XAI_MODEL: z.string().min(1).default("grok-4.3"),

    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_PRICE_PREMIUM: z.string().min(1).optional(),
    STRIPE_PRICE_PRO: z.string().min(1).optional(),
    STRIPE_API_URL: httpUrl.optional(),
    ALLOW_DEMO_CHECKOUT: booleanFlag.default(false),

    /** Design files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO); unset: files under DATA_DIR. */
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ENDPOINT: httpUrl.optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Production without S3_BUCKET: keep files under DATA_DIR anyway (one instance, or a shared volume). */
    ALLOW_LOCAL_IMAGE_STORAGE: booleanFlag.default(false),

    /**
     * SIGTERM to exit, at most (seconds): the instance stops taking work, hands its running jobs
     * back, answers the requests it has and exits (server/shutdown.ts). Set it below the platform's
     * grace period (Kubernetes and ECS: 30 s; `docker stop`: 10 s).
     */
    SHUTDOWN_TIMEOUT_SECONDS: wholeNumber(1, 3600, " of seconds").default(25),
    /** Seconds it still accepts new requests after SIGTERM (readiness failing), for a load balancer to notice. */
    SHUTDOWN_DELAY_SECONDS: wholeNumber(0, 3600, " of seconds").default(0),

    SUPPORT_EMAIL: z.email({ error: "must be an email address" }).default("support@inkwell.example"),

    SCHEDULER_ENABLED: booleanFlag.default(true),
    TRENDING_CRON: z
      .string()
      .min(1)
      .default("0 */6 * * *")
      .superRefine((value, ctx) => {
        const problem = validateCron(value).errors[0];
        if (problem) {
          ctx.addIssue({
            code: "custom",
            // The field, never the value: no configuration value is written back (decision 025, L15).
            message: `must be a cron expression such as "0 */6 * * *" (every 6 hours); its ${problem.field} field is not valid`,
          });
        }
      }),
    /** Seasons of the local trending engine. */
    TRENDING_HEMISPHERE: z
      .enum(["northern", "southern"], { error: 'must be "northern" or "southern"' })
      .default("northern"),
  })
  .superRefine((env, ctx) => {
    const explicitEndpoints = [env.OAUTH_AUTHORIZATION_ENDPOINT, env.OAUTH_TOKEN_ENDPOINT, env.OAUTH_USERINFO_ENDPOINT];
    const someEndpoint = explicitEndpoints.some(Boolean);
    if (someEndpoint && !explicitEndpoints.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["OAUTH_AUTHORIZATION_ENDPOINT"],
        message: "OAUTH_AUTHORIZATION_ENDPOINT, OAUTH_TOKEN_ENDPOINT and OAUTH_USERINFO_ENDPOINT must be set together",
      });
    }
    const providerConfigured = Boolean(env.OAUTH_ISSUER) || someEndpoint;
    if (providerConfigured && !env.OAUTH_CLIENT_ID) {
      ctx.addIssue({
        code: "custom",
        path: ["OAUTH_CLIENT_ID"],
        message: "is required when a sign-in provider is configured",
      });
    }
    // Behind a load balancer without TRUST_PROXY every visitor has the balancer's address (one
    // script then locks everyone out of sign-in and checkout); without APP_URL the Origin
    // check, share links and cookies guess the public address. Production states both.
    if (env.NODE_ENV === "production" && !env.APP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_URL"],
        message: "is required in production: the public origin, for example https://inkwell.example",
      });
    }
    if (env.NODE_ENV === "production" && !env.TRUST_PROXY) {
      ctx.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message:
          'is required in production: the number of proxies in front of the app (1 behind one load balancer), or "false" when clients connect directly',
      });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production (for example: openssl rand -hex 32)",
      });
    }
    // Several instances share nothing but the database and the bucket: in production an embedded
    // database or files on one machine are a stated choice, never a default.
    if (env.NODE_ENV === "production" && !env.DATABASE_URL && !env.ALLOW_EMBEDDED_DATABASE) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message:
          "is required in production: every instance must use the same PostgreSQL (ALLOW_EMBEDDED_DATABASE=true runs one instance on a database of its own)",
      });
    }
    if (env.NODE_ENV === "production" && !env.S3_BUCKET && !env.ALLOW_LOCAL_IMAGE_STORAGE) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message:
          "is required in production: every instance must read the same design files (ALLOW_LOCAL_IMAGE_STORAGE=true keeps them under DATA_DIR, for one instance)",
      });
    }
    if (env.SHUTDOWN_DELAY_SECONDS >= env.SHUTDOWN_TIMEOUT_SECONDS) {
      ctx.addIssue({
        code: "custom",
        path: ["SHUTDOWN_DELAY_SECONDS"],
        message: `must be shorter than SHUTDOWN_TIMEOUT_SECONDS (${env.SHUTDOWN_TIMEOUT_SECONDS})`,
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "must be set together with the other S3 key (or both left unset for the default credential chain)",
      });
    }
    for (const name of ["S3_REGION", "S3_ENDPOINT", "S3_ACCESS_KEY_ID"] as const) {
      if (env[name] && !env.S3_BUCKET) {
        ctx.addIssue({ code: "custom", path: [name], message: "is only used with S3_BUCKET: set S3_BUCKET too" });
      }
    }
    for (const name of env.IMAGE_PROVIDERS ?? []) {
      const key = name === "openai" ? "OPENAI_API_KEY" : name === "google" ? "GOOGLE_API_KEY" : null;
      if (key && !env[key]) {
        ctx.addIssue({ code: "custom", path: ["IMAGE_PROVIDERS"], message: `lists ${name}, which needs ${key}` });
      }
    }
    if (env.STRIPE_SECRET_KEY) {
      for (const name of ["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_PREMIUM", "STRIPE_PRICE_PRO"] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: "custom", path: [name], message: "is required when STRIPE_SECRET_KEY is set" });
        }
      }
    }
  });

export type Env = Omit<z.output<typeof envSchema>, "TRUST_PROXY"> & { TRUST_PROXY: string };

export class ConfigurationError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigurationError";
  }
}

/**
 * Parses a set of variables; empty values count as unset. Throws ConfigurationError naming each variable and its
 * problem, never its value: a value in the wrong variable (a token pasted into APP_URL) must not reach a log.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = envSchema.safeParse(present);
  if (result.success) return { ...result.data, TRUST_PROXY: result.data.TRUST_PROXY ?? "false" };
  throw new ConfigurationError(
    result.error.issues.map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`),
  );
}

let cached: Env | undefined;

/** The validated configuration of this process (parsed once, on first use). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests and the launcher, after it filled in embedded defaults. */
export function resetEnvCache() {
  cached = undefined;
}

export const isProduction = () => getEnv().NODE_ENV === "production";

/** The public origin of the app, e.g. http://localhost:3000. */
export function getAppUrl(): string {
  const env = getEnv();
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}
