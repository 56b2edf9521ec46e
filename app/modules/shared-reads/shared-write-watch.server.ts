import { invalidateShared, SHARED_TABLES } from "./shared-reads.server";

/**
 * Wraps Prisma's driver adapter so that this instance's own writes to a shared table
 * drop its cached copies at once (the trigger's NOTIFY reaches every instance too, a
 * moment after the commit). Inside a transaction the copies are dropped again on commit,
 * so a read made meanwhile cannot keep what the transaction replaced.
 */
const WRITE = /\b(INSERT|UPDATE|DELETE|TRUNCATE)\b/i;
const TABLE = new RegExp(`"(${SHARED_TABLES.join("|")})"`, "g");

export function sharedTablesWritten(sql: string): string[] {
  if (!WRITE.test(sql)) return [];
  return [...new Set([...sql.matchAll(TABLE)].map((match) => match[1]))];
}

type Query = { sql: string };
type Queryable = { queryRaw(query: Query): Promise<unknown>; executeRaw(query: Query): Promise<unknown> };

function watchQueries<T extends object>(
  target: T,
  onWrite: (tables: string[]) => void,
  extra: Record<string, unknown> = {},
): T {
  return new Proxy(target, {
    get(object, property) {
      if (property in extra) return extra[property as string];
      const value = Reflect.get(object, property, object) as unknown;
      if ((property === "queryRaw" || property === "executeRaw") && typeof value === "function") {
        return async (query: Query) => {
          const result = await (value as Queryable["queryRaw"]).call(object, query);
          const tables = sharedTablesWritten(query.sql);
          if (tables.length) onWrite(tables);
          return result;
        };
      }
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

function watchTransaction<T extends object>(transaction: T): T {
  const touched = new Set<string>();
  const commit = (transaction as unknown as { commit(): Promise<void> }).commit.bind(transaction);
  return watchQueries(
    transaction,
    (tables) => {
      for (const table of tables) {
        touched.add(table);
        invalidateShared(table);
      }
    },
    {
      commit: async () => {
        await commit();
        for (const table of touched) invalidateShared(table);
      },
    },
  );
}

function watchAdapter<T extends object>(adapter: T): T {
  const startTransaction = (
    adapter as unknown as { startTransaction(...args: unknown[]): Promise<object> }
  ).startTransaction.bind(adapter);
  return watchQueries(adapter, (tables) => tables.forEach((table) => invalidateShared(table)), {
    startTransaction: async (...args: unknown[]) => watchTransaction(await startTransaction(...args)),
  });
}

/** The same adapter factory, whose connections report writes to shared tables. */
export function watchSharedWrites<F extends { connect(): Promise<object> }>(factory: F): F {
  const connect = factory.connect.bind(factory);
  return new Proxy(factory, {
    get(object, property) {
      if (property === "connect") return async () => watchAdapter(await connect());
      const value = Reflect.get(object, property, object) as unknown;
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}
