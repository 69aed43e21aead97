import "server-only";

import { directDatabaseUrl, openPglite } from "./db-adapter";

// LISTEN on a channel of the database this process uses. PostgreSQL: one dedicated connection (a
// pooled one would be handed to queries), opened again after a failure, on DATABASE_DIRECT_URL
// when the pool goes through PgBouncer (whose transaction mode delivers no notifications); PGlite:
// its own listeners.
// Notifications are hints, never data: a missed one costs one poll interval, nothing else.
export async function listen(channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const url = directDatabaseUrl();
  if (!url) {
    const db = await openPglite();
    const unlisten = await db.listen(channel, onNotify);
    // what was recorded before we listened
    onNotify();
    return unlisten;
  }
  const { default: pg } = await import("pg");
  let client: InstanceType<typeof pg.Client> | null = null;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", onNotify);
    c.on("error", () => reconnect());
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      client = c;
      // what was recorded while we were not listening
      onNotify();
    } catch {
      void c.end().catch(() => undefined);
      reconnect();
    }
  };
  const reconnect = () => {
    if (isClosed || retry) return;
    void client?.end().catch(() => undefined);
    client = null;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1000);
    retry.unref();
  };
  await connect();
  return async () => {
    isClosed = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
