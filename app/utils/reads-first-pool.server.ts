import pg from "pg";

/** pg's callback form of `connect` (what `pool.query` uses). */
type Connected = Parameters<pg.Pool["connect"]>[0] & {};

/**
 * A pg pool whose waiting line serves reads first (issue 35, docs/decisions/026-first-second.md).
 * Under a burst (the abuse load: 200 generations at once, each a handful of queries) a pool of 10
 * connections had up to 240 clients waiting in one line, and a page's session or catalogue read
 * waited behind all of them. Here a connection set free goes to a waiting read (`isRead()`: a GET
 * or HEAD, someone waiting on a page or a file) before a waiting write or job. The connections,
 * their number and the connection timeout are the same; only the order of the line changes. Reads
 * are short and rate-limited per address, so writes are delayed by them, never starved for long.
 */
export class ReadsFirstPool extends pg.Pool {
  readonly #waiting: { reads: Array<() => void>; others: Array<() => void> } = { reads: [], others: [] };
  readonly #timeoutMs: number;
  readonly #isRead: () => boolean;
  #free: number;

  constructor(config: pg.PoolConfig & { max: number }, isRead: () => boolean) {
    super(config);
    this.#free = config.max;
    this.#timeoutMs = config.connectionTimeoutMillis ?? 0;
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

  /** A turn to use a connection: at once while fewer than `max` are out, else in line (reads first). */
  #turn(): Promise<void> {
    if (this.#free > 0) {
      this.#free--;
      return Promise.resolve();
    }
    const line = this.#isRead() ? this.#waiting.reads : this.#waiting.others;
    return new Promise((resolve, reject) => {
      const timer = this.#timeoutMs
        ? setTimeout(() => {
            line.splice(line.indexOf(granted), 1);
            reject(new Error("timeout exceeded when trying to connect"));
          }, this.#timeoutMs).unref()
        : undefined;
      const granted = () => {
        clearTimeout(timer);
        resolve();
      };
      line.push(granted);
    });
  }

  #handOn() {
    const next = this.#waiting.reads.shift() ?? this.#waiting.others.shift();
    if (next) next();
    else this.#free++;
  }
}
