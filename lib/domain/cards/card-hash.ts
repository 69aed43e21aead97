import "server-only";

import { hkdfSync, randomBytes } from "node:crypto";

import { prisma } from "@/lib/platform/db";
import { settings } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { sealWithKey, unsealWithKey } from "@/lib/platform/secret-box";
import { runSqlIn, sql } from "@/lib/platform/sql";
import type { CardData } from "@/lib/rails/card/card-data";

// A card hash token is "ch_" + 32 random bytes (base64url), and it is the only key to its card:
// two one-way derivations of it give the row's lookup id and the AES-256-GCM key. The row keeps
// the lookup id and the ciphertext; the key is never written anywhere by Colmeia (not the row,
// not a server secret), so the database's files, WAL and backups hold nothing that opens a card,
// even with every secret of the server (docs/security.md, Card data).
const TOKEN = /^ch_([A-Za-z0-9_-]{43})$/;

const derive = (secret: Buffer, info: string) => Buffer.from(hkdfSync("sha256", secret, "", info, 32));

function keysOf(token: string): { lookup: string; key: Buffer } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const secret = Buffer.from(match[1], "base64url");
  return {
    lookup: derive(secret, "colmeia:card-hash:lookup").toString("hex"),
    key: derive(secret, "colmeia:card-hash:key"),
  };
}

// the ciphertext also names its company: moved to another company's row, it does not open
const aadOf = (companyId: number) => `card-hash:${companyId}`;

const unusable = (message = "card.hash is unknown or was already used") =>
  new ApiError("invalid_card_hash", message, { field: "card.hash" });

// CARD_HASH_TTL_MS, 5 minutes by default.
export function cardHashTtlMs(): number {
  return settings().CARD_HASH_TTL_MS;
}

// A card hash is a one-time, 5-minute token for card data entered on a hosted page or by the
// BeehivePay script; the payer's browser hands it to the merchant, who pays with it once.
export async function createCardHash(opts: {
  companyId: number;
  card: CardData;
  now?: Date;
  ttlMs?: number;
}): Promise<{ hash: string; expiresAt: string }> {
  const token = `ch_${randomBytes(32).toString("base64url")}`;
  const { lookup, key } = keysOf(token)!;
  const payload = sealWithKey(key, JSON.stringify(opts.card), aadOf(opts.companyId));
  const expiresAt = new Date((opts.now ?? new Date()).getTime() + (opts.ttlMs ?? cardHashTtlMs()));
  await prisma.cardHash.create({ data: { companyId: opts.companyId, tokenHash: lookup, payload, expiresAt } });
  return { hash: token, expiresAt: expiresAt.toISOString() };
}

// Deleting the row is the claim: of two concurrent uses only one gets the data. A token whose key
// part is wrong names another row (none), so guessing never burns someone's hash.
export async function consumeCardHash(opts: { companyId: number; hash: string; now?: Date }): Promise<CardData> {
  const keys = keysOf(opts.hash);
  if (!keys) throw unusable();
  const rows = await runSqlIn(
    prisma,
    sql<{ payload: string; expiresAt: Date }>`
    DELETE FROM "CardHash" WHERE "tokenHash" = ${keys.lookup} AND "companyId" = ${opts.companyId}
    RETURNING "payload", "expiresAt"`,
  );
  const row = rows[0];
  if (!row) throw unusable();
  if (row.expiresAt.getTime() <= (opts.now ?? new Date()).getTime())
    throw unusable("card.hash has expired: create a new one");
  try {
    return JSON.parse(unsealWithKey(keys.key, row.payload, aadOf(opts.companyId))) as CardData;
  } catch {
    throw unusable();
  }
}

/** Deletes every card hash past its expiry (encrypted card data nobody can use any more). */
export async function purgeExpiredCardHashes(now = new Date()): Promise<number> {
  const { count } = await prisma.cardHash.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
