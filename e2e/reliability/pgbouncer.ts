import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";

import pg from "pg";

// Debian's PgBouncer in transaction mode in front of the machine's PostgreSQL, as an operator runs
// it before several instances (docs/operations.md): every transaction gets whichever server
// connection is free, and few of them, so anything that leans on a session (a statement prepared by
// name, a session lock, LISTEN) meets another connection than the one it set up.
export type PgBouncer = { url(database: string): string; stop(): Promise<void> };

const BINARY = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer"].find((p) => existsSync(p));

export async function startPgBouncer(port: number, serverConnections = 4): Promise<PgBouncer> {
  if (!BINARY)
    throw new Error("PgBouncer is not installed: bash scripts/install-test-deps.sh (apt-get install pgbouncer)");
  // PgBouncer refuses to run as root: it runs as postgres, from a directory postgres owns
  const dir = `/tmp/colmeia-pgbouncer-${port}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/userlist.txt`, `"colmeia" "colmeia"\n`);
  writeFileSync(
    `${dir}/pgbouncer.ini`,
    [
      "[databases]",
      "* = host=127.0.0.1 port=5432 user=colmeia password=colmeia",
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${dir}/userlist.txt`,
      "pool_mode = transaction",
      `default_pool_size = ${serverConnections}`,
      "max_client_conn = 1000",
      `pidfile = ${dir}/pgbouncer.pid`,
      `logfile = ${dir}/pgbouncer.log`,
      "",
    ].join("\n"),
  );
  chmodSync(dir, 0o777);
  const asPostgres =
    process.getuid?.() === 0 ? ["su", "postgres", "-s", "/bin/sh", "-c"] : ["sudo", "-u", "postgres", "sh", "-c"];
  const started = spawnSync(asPostgres[0], [...asPostgres.slice(1), `${BINARY} -d ${dir}/pgbouncer.ini`], {
    encoding: "utf8",
  });
  if (started.status !== 0) throw new Error(`pgbouncer did not start: ${started.stderr}${started.stdout}`);
  const url = (database: string) => `postgresql://colmeia:colmeia@127.0.0.1:${port}/${database}`;
  // up when a query through it is answered
  for (let i = 0; ; i++) {
    const client = new pg.Client({ connectionString: url("postgres") });
    try {
      await client.connect();
      await client.query("SELECT 1");
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (i >= 100) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    async stop() {
      const pid = Number(readFileSync(`${dir}/pgbouncer.pid`, "utf8").trim());
      try {
        execFileSync("kill", [String(pid)]);
      } catch {
        /* already gone */
      }
    },
  };
}
