import pg from "pg";
import { HttpError } from "./http-error";
import { generateMessages } from "./messages/generate";

/** pg's callback form of `connect` (what `pool.query` uses). */
type Connected = Parameters<pg.Pool["connect"]>[0] & {};

/** Seconds a request refused for a pool that stayed busy is asked to wait. */
const BUSY_RETRY_AFTER_SECONDS = 30;

/**
 * A pg pool whose waiting line serves reads first, fairly (issue 35, docs/decisions/026-first-second.md).
 * Under a burst (the abuse load: 200 generations at once, each a handful of queries) a pool of 10
 * connections had hundreds of clients waiting in one line, and a page's session or catalogue read
 * waited behind all of them. Here a connection set free goes to a waiting read (`isRead()`: a GET
 * or HEAD, someone waiting on a page or a file) before a waiting write or job, but while both wait
 * every other one goes to the write that has waited longest: reads (short, rate-limited per
 * address) wait behind few, and writes keep at least half of the connections that come free, so a
 * stream of reads never starves them (strictly reads first, generations waited past the timeout
 * under the abuse load and failed).
 *
 * Waiting in this line is not an outage: pg's own pool fails a wait longer than the connect timeout
 * with the message of an unreachable database, which marked the whole instance down (every request
 * 503) when a burst only made the line long. Here the line's wait has its own bound (`lineTimeoutMs`),
 * and a request that reaches it is refused as busy (503 with Retry-After, an HttpError). New
 * connections keep pg's connect timeout, and an unreachable database is still noticed there.
 */
export class ReadsFirstPool extends pg.Pool {
  readonly #waiting: { reads: Array<() => void>; others: Array<() => void> } = { reads: [], others: [] };
  readonly #lineTimeoutMs: number;
  readonly #isRead: () => boolean;
  #free: number;
  /** Whether the last connection handed on from the line went to a read. */
  #lastToRead = false;

  constructor(config: pg.PoolConfig & { max: number; lineTimeoutMs: number }, isRead: () => boolean) {
    const { lineTimeoutMs, ...poolConfig } = config;
    super(poolConfig);
    this.#free = config.max;
    this.#lineTimeoutMs = lineTimeoutMs;
    this.#isRead = isRead;
  }

  /** Clients waiting for a connection, reads and others. */
  get waiting(): { reads: number; others: number } {
    return { reads: this.#waiting.reads.length, others: this.#waiting.others.length };
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Connected): void;
  override connect(callback?: Connected): Promise<pg.PoolClient> | void {
    const checkout = this.#checkout();
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, (release?: Error | boolean) => client.release(release)),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  async #checkout(): Promise<pg.PoolClient> {
    await this.#turn();
    let client: pg.PoolClient;
    try {
      client = await super.connect();
    } catch (error) {
      this.#handOn();
      throw error;
    }
    // pg gives each checkout its own release; the turn passes on once, after the client is back.
    const release = client.release;
    let released = false;
    client.release = (error?: Error | boolean) => {
      release.call(client, error);
      if (!released) {
        released = true;
        this.#handOn();
      }
    };
    return client;
  }

  /** A turn to use a connection: at once while fewer than `max` are out, else in line. */
  #turn(): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve();
    }
    const line = this.#isRead() ? this.#waiting.reads : this.#waiting.others;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        line.splice(line.indexOf(granted), 1);
        reject(
          new HttpError(503, generateMessages.busy, {
            retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
            cause: new Error(`every database connection stayed busy for ${this.#lineTimeoutMs} ms`),
          }),
        );
      }, this.#lineTimeoutMs).unref();
      const granted = () => {
        clearTimeout(timer);
        resolve();
      };
      line.push(granted);
    });
  }

  /** A connection came back: to a read first, but never to two reads in a row while a write waits. */
  #handOn() {
    const { reads, others } = this.#waiting;
    const toRead = reads.length > 0 && (others.length === 0 || !this.#lastToRead);
    const next = toRead ? reads.shift() : others.shift();
    if (!next) {
      this.#free++;
      return;
    }
    this.#lastToRead = toRead;
    next();
  }
}
