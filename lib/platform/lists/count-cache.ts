import "server-only";

import { settings } from "@/lib/platform/env";
// Totals for X-Total-Count, kept briefly per company and filter. A list's count can cost more
// than its page (up to COUNT_CAP index entries), and clients ask for the same filter over and over:
// every page of one listing, a dashboard refreshing. A count is reused for COUNT_CACHE_MS (default
// 2 s; 0 turns the cache off) and dropped as soon as this instance takes a write for the company
// (withAuth and withPublic call forgetCounts after every non-GET). Another instance's writes show
// within the TTL. Pages themselves are never cached.

type Entry = { at: number; value: Promise<number> };
const g = globalThis as unknown as { __colmeiaCounts?: Map<number, Map<string, Entry>> };
const counts = (g.__colmeiaCounts ??= new Map());
const MAX_KEYS_PER_COMPANY = 200;

const ttlMs = () => settings().COUNT_CACHE_MS;

export function cachedCount(companyId: number, key: string, count: () => Promise<number>): Promise<number> {
  const ttl = ttlMs();
  if (!(ttl > 0)) return count();
  let company = counts.get(companyId);
  if (!company) counts.set(companyId, (company = new Map()));
  const hit = company.get(key);
  const now = Date.now();
  if (hit && now - hit.at < ttl) return hit.value;
  if (company.size >= MAX_KEYS_PER_COMPANY) company.clear();
  const value = count();
  company.set(key, { at: now, value });
  value.catch(() => company.delete(key));
  return value;
}

/** Drops the company's cached counts; without a company (a payer's write on a public page), all of them. */
export function forgetCounts(companyId?: number) {
  if (companyId === undefined) counts.clear();
  else counts.delete(companyId);
}
