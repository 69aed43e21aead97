import "server-only";

import { databaseUrl, directDatabaseUrl } from "@/lib/platform/db-adapter";
import { settings } from "@/lib/platform/env";
import { runSql, sql } from "@/lib/platform/sql";

// API key → company, remembered per instance so a request does not pay a database round trip to
// authenticate (docs/benchmarks.md). Revocation stays immediate:
// - the instance that revokes forgets the key at once (forgetApiKey);
// - every other instance hears it through PostgreSQL's LISTEN/NOTIFY (revoke-api-key.ts notifies
//   in the revoking transaction) and forgets it within milliseconds;
// - on PostgreSQL nothing is cached while this instance's listening connection is down, so a
//   missed notification can never keep a revoked key alive. (PGlite is one process: the first
//   rule is enough.)
// Entries also expire after API_KEY_CACHE_MS (default 60 s; 0 turns the cache off). Unknown or
// revoked keys are never cached. The cache is keyed by the key's SHA-256, never the key.

export const REVOKED_CHANNEL = "colmeia_api_key_revoked";

type Found = { id: number; companyId: number };
type State = { entries: Map<string, Found & { at: number }>; listener: "off" | "starting" | "on"; retryAt: number };
const g = globalThis as unknown as { __colmeiaApiKeys?: State };
const state = (g.__colmeiaApiKeys ??= { entries: new Map(), listener: "off", retryAt: 0 });
const MAX_ENTRIES = 10_000;

const ttlMs = () => settings().API_KEY_CACHE_MS;

function isCacheable(): boolean {
  if (!(ttlMs() > 0)) return false;
  if (!databaseUrl()) return true;
  if (state.listener === "off" && Date.now() >= state.retryAt) void listen();
  return state.listener === "on";
}

async function listen() {
  state.listener = "starting";
  const lost = () => {
    state.listener = "off";
    state.entries.clear();
    state.retryAt = Date.now() + 5_000;
  };
  try {
    const { default: pg } = await import("pg");
    // a session of its own: behind PgBouncer in transaction mode a pooled LISTEN hears nothing, and a
    // revoked key would stay trusted here for the TTL
    const client = new pg.Client({ connectionString: directDatabaseUrl() });
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", (n) => n.payload && state.entries.delete(n.payload));
    await client.connect();
    await client.query(`LISTEN ${REVOKED_CHANNEL}`);
    // the listening connection must not keep a finished process (a script, a test worker) alive
    (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    state.listener = "on";
  } catch {
    lost();
  }
}

/**
 * The live (not revoked) key with this hash, or null. Given several hashes (a request offering two
 * keys), the first that is a live key, in the order given: remembered ones first, the others in one
 * query, so an unknown key beside ours costs no extra round trip.
 */
export async function findApiKey(hashes: string | string[]): Promise<Found | null> {
  const wanted = typeof hashes === "string" ? [hashes] : hashes;
  const cacheable = isCacheable();
  for (const hash of wanted) {
    const hit = cacheable ? state.entries.get(hash) : undefined;
    if (hit && Date.now() - hit.at < ttlMs()) return hit;
  }
  const rows = await runSql(
    sql<
      Found & { hash: string }
    >`SELECT "id", "companyId", "hash" FROM "ApiKey" WHERE "hash" = ANY(${wanted}::text[]) AND "revokedAt" IS NULL`,
  );
  const hash = wanted.find((h) => rows.some((r) => r.hash === h));
  const row = rows.find((r) => r.hash === hash);
  if (!hash || !row) return null;
  const found = { id: row.id, companyId: row.companyId };
  if (cacheable && isCacheable()) {
    if (state.entries.size >= MAX_ENTRIES) state.entries.clear();
    state.entries.set(hash, { ...found, at: Date.now() });
  }
  return found;
}

export function forgetApiKey(hash: string) {
  state.entries.delete(hash);
}
