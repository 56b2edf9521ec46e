import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import Stripe from "stripe";

/**
 * A local HTTP server that answers as Stripe's API does for what Inkwell calls: customers
 * (create), checkout sessions (create, retrieve with expand), prices (retrieve), billing
 * portal sessions (create) and subscriptions (retrieve, cancel). It reads the SDK's real
 * requests (Bearer key, form-encoded bracket-notation bodies, Idempotency-Key) and records
 * each one, so tests assert the request shape the SDK actually sent.
 */

export interface FakePrice {
  id: string;
  unit_amount: number;
  currency: string;
  interval: "day" | "week" | "month" | "year";
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  /** The form body, decoded from bracket notation into objects and arrays. */
  params: Record<string, unknown>;
  rawBody: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  contentType: string | undefined;
}

type StripeObject = Record<string, unknown> & { id: string };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);

/** Decodes `a[b][0][c]=1` form bodies the way Stripe does (numeric keys become arrays). */
export function parseBracketForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1]);
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, unknown>;
    });
  }
  return root;
}

export async function startFakeStripe(options: { apiKey: string; prices: FakePrice[] }) {
  const requests: RecordedStripeRequest[] = [];
  const prices = new Map<string, StripeObject>(
    options.prices.map((price) => [
      price.id,
      {
        id: price.id,
        object: "price",
        active: true,
        currency: price.currency,
        unit_amount: price.unit_amount,
        unit_amount_decimal: String(price.unit_amount),
        recurring: { interval: price.interval, interval_count: 1, usage_type: "licensed" },
        type: "recurring",
        livemode: false,
        created: now(),
      },
    ]),
  );
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<
    string,
    StripeObject & { _lineItems: Array<{ price: string; quantity: string }>; _subscriptionMetadata: unknown }
  >();
  const subscriptions = new Map<string, StripeObject>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures: Array<{ method: string; path: string; status: number; error: Record<string, unknown> }> = [];
  const holds: Array<{ method: string; path: string; released: Promise<void> }> = [];

  const error = (status: number, fields: Record<string, unknown>) => ({
    status,
    body: { error: { type: "invalid_request_error", ...fields } },
  });
  const missing = (kind: string, key: string, param?: string) =>
    error(param ? 400 : 404, {
      code: "resource_missing",
      message: `No such ${kind}: '${key}'`,
      ...(param ? { param } : {}),
    });

  function publicSession(session: StripeObject, expand: string[]): StripeObject {
    const visible = Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith("_"))) as StripeObject;
    if (expand.includes("subscription") && typeof visible.subscription === "string") {
      visible.subscription = subscriptions.get(visible.subscription) ?? visible.subscription;
    }
    return visible;
  }

  function route(method: string, path: string, params: Record<string, unknown>, query: Record<string, unknown>) {
    const expand = ((query.expand ?? params.expand ?? []) as string[]).map(String);

    if (method === "POST" && path === "/v1/customers") {
      const customer: StripeObject = {
        id: id("cus"),
        object: "customer",
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        created: now(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }

    const priceMatch = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (method === "GET" && priceMatch) {
      const price = prices.get(priceMatch[1]);
      return price ? { status: 200, body: price } : missing("price", priceMatch[1]);
    }

    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (params.mode !== "subscription" && params.mode !== "payment" && params.mode !== "setup") {
        return error(400, { message: "Missing required param: mode.", param: "mode" });
      }
      const lineItems = (params.line_items ?? []) as Array<{ price: string; quantity: string }>;
      if (lineItems.length === 0)
        return error(400, { message: "Missing required param: line_items.", param: "line_items" });
      for (const [index, item] of lineItems.entries()) {
        if (!prices.has(item.price)) return missing("price", item.price, `line_items[${index}][price]`);
      }
      if (typeof params.customer === "string" && !customers.has(params.customer)) {
        return missing("customer", params.customer, "customer");
      }
      if (typeof params.success_url !== "string") {
        return error(400, { message: "Missing required param: success_url.", param: "success_url" });
      }
      const price = prices.get(lineItems[0].price)!;
      const sessionId = `cs_test_${randomBytes(20).toString("hex")}`;
      const session = {
        id: sessionId,
        object: "checkout.session",
        mode: params.mode,
        status: "open",
        payment_status: "unpaid",
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        subscription: null,
        currency: price.currency,
        amount_subtotal: price.unit_amount,
        amount_total: price.unit_amount,
        created: now(),
        expires_at: typeof params.expires_at === "string" ? Number(params.expires_at) : now() + 24 * 3600,
        livemode: false,
        _lineItems: lineItems,
        _subscriptionMetadata: (params.subscription_data as { metadata?: unknown } | undefined)?.metadata ?? {},
      };
      sessions.set(sessionId, session);
      return { status: 200, body: publicSession(session, []) };
    }

    // As Stripe: only an open session can be expired (400 otherwise).
    const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === "POST" && expireMatch) {
      const session = sessions.get(expireMatch[1]);
      if (!session) return missing("checkout.session", expireMatch[1]);
      if (session.status !== "open") {
        return error(400, {
          message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
        });
      }
      session.status = "expired";
      return { status: 200, body: publicSession(session, []) };
    }

    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && sessionMatch) {
      const session = sessions.get(sessionMatch[1]);
      return session
        ? { status: 200, body: publicSession(session, expand) }
        : missing("checkout.session", sessionMatch[1]);
    }

    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = params.customer;
      if (typeof customer !== "string")
        return error(400, { message: "Missing required param: customer.", param: "customer" });
      if (!customers.has(customer)) return missing("customer", customer, "customer");
      const portalId = id("bps");
      return {
        status: 200,
        body: {
          id: portalId,
          object: "billing_portal.session",
          customer,
          return_url: params.return_url ?? null,
          url: `https://billing.stripe.com/p/session/test_${portalId}`,
          created: now(),
          livemode: false,
        },
      };
    }

    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionMatch && (method === "GET" || method === "DELETE")) {
      const subscription = subscriptions.get(subscriptionMatch[1]);
      if (!subscription) return missing("subscription", subscriptionMatch[1]);
      if (method === "DELETE") {
        if (subscription.status === "canceled") {
          return error(400, { message: `This subscription has already been canceled.`, code: "resource_missing" });
        }
        subscription.status = "canceled";
        subscription.canceled_at = now();
        subscription.ended_at = now();
      }
      return { status: 200, body: subscription };
    }

    return error(404, { message: `Unrecognized request URL (${method}: ${path}).` });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let rawBody = "";
    for await (const chunk of req) rawBody += chunk;
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const recorded: RecordedStripeRequest = {
      method,
      path: url.pathname,
      query: parseBracketForm(url.search.slice(1)),
      params: parseBracketForm(rawBody),
      rawBody,
      authorization: req.headers.authorization,
      idempotencyKey: header(req, "idempotency-key"),
      stripeVersion: header(req, "stripe-version"),
      contentType: header(req, "content-type"),
    };
    requests.push(recorded);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json", "Request-Id": id("req") });
      res.end(JSON.stringify(body));
    };

    if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return send(401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_test_****" },
      });
    }
    const hold = holds.findIndex((entry) => entry.method === method && url.pathname.startsWith(entry.path));
    if (hold !== -1) await holds.splice(hold, 1)[0].released;
    const failure = failures.findIndex((entry) => entry.method === method && url.pathname.startsWith(entry.path));
    if (failure !== -1) {
      const [entry] = failures.splice(failure, 1);
      return send(entry.status, { error: entry.error });
    }
    // Stripe answers a repeated idempotency key with the first answer.
    const key = recorded.idempotencyKey && method === "POST" ? `${url.pathname} ${recorded.idempotencyKey}` : null;
    const replay = key ? idempotent.get(key) : undefined;
    if (replay) return send(replay.status, replay.body);
    const answer = route(method, url.pathname, recorded.params, recorded.query);
    if (key) idempotent.set(key, answer);
    send(answer.status, answer.body);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((cause: unknown) => {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: String(cause) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  return {
    url,
    requests,
    /** The recorded requests to paths starting with `path`. */
    requestsTo(method: string, path: string) {
      return requests.filter((entry) => entry.method === method && entry.path.startsWith(path));
    },
    /** The checkout sessions created (not a session's own calls, such as its expiry). */
    sessionsCreated() {
      return requests.filter((entry) => entry.method === "POST" && entry.path === "/v1/checkout/sessions");
    },
    /** The next request matching method and path prefix fails with this Stripe error. */
    failNext(
      method: string,
      path: string,
      status: number,
      error: Record<string, unknown> = { type: "api_error", message: "Something went wrong on Stripe's end." },
    ) {
      failures.push({ method, path, status, error });
    },
    /** The next matching request gets no answer until `release()` (a slow Stripe). */
    holdNext(method: string, path: string): () => void {
      let release!: () => void;
      holds.push({ method, path, released: new Promise<void>((resolve) => (release = resolve)) });
      return () => release();
    },
    /** What the customer's payment on the hosted page does: the session completes and a subscription starts. */
    completeCheckout(sessionId: string, outcome: { paymentStatus?: "paid" | "unpaid" } = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No such session ${sessionId}`);
      // The hosted page of an expired or completed session takes no payment.
      if (session.status !== "open")
        throw new Error(`Session ${sessionId} is ${String(session.status)}: it cannot be paid`);
      const item = session._lineItems[0];
      const subscription: StripeObject = {
        id: id("sub"),
        object: "subscription",
        status: outcome.paymentStatus === "unpaid" ? "incomplete" : "active",
        customer: session.customer,
        metadata: session._subscriptionMetadata,
        cancel_at_period_end: false,
        canceled_at: null,
        created: now(),
        livemode: false,
        items: {
          object: "list",
          data: [
            {
              id: id("si"),
              object: "subscription_item",
              quantity: Number(item.quantity ?? 1),
              price: prices.get(item.price),
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      session.status = "complete";
      session.payment_status = outcome.paymentStatus ?? "paid";
      session.subscription = subscription.id;
      return { session: publicSession(session, []), subscription };
    },
    subscription(subscriptionId: string) {
      return subscriptions.get(subscriptionId);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** A Stripe event of the given type around an API object, as Stripe delivers it. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number } = {},
) {
  return {
    id: options.id ?? id("evt"),
    object: "event",
    api_version: "2026-10-28.endive",
    created: options.created ?? now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** A POST to the webhook route carrying `event`, signed with Stripe's own scheme (the SDK's test signer). */
export function signedWebhookRequest(
  event: unknown,
  secret: string,
  options: { timestamp?: number; tamper?: (payload: string) => string } = {},
) {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: options.timestamp });
  return new Request("http://localhost:3000/api/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json; charset=utf-8", "Stripe-Signature": signature },
    body: options.tamper ? options.tamper(payload) : payload,
  });
}
