import "server-only";

import { createHash, randomBytes } from "node:crypto";

import type { CardData } from "@/lib/acquirer/card-data";
import { prisma } from "@/lib/db";
import { settings } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import { seal, unseal } from "@/lib/secret-box";
import { runSqlIn, sql } from "@/lib/sql";

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

// CARD_HASH_TTL_MS, 5 minutes by default.
export function cardHashTtlMs(): number {
  return settings().CARD_HASH_TTL_MS;
}

// A card hash is a one-time, 5-minute token for card data entered on a hosted page. The data is
// kept AES-256-GCM encrypted under a server key and deleted when used, so it never rests in clear.
export async function createCardHash(opts: {
  companyId: number;
  card: CardData;
  now?: Date;
  ttlMs?: number;
}): Promise<{ hash: string; expiresAt: string }> {
  const token = `ch_${randomBytes(24).toString("base64url")}`;
  const payload = seal("card-hash", JSON.stringify(opts.card));
  const expiresAt = new Date((opts.now ?? new Date()).getTime() + (opts.ttlMs ?? cardHashTtlMs()));
  await prisma.cardHash.create({
    data: { companyId: opts.companyId, tokenHash: tokenHash(token), payload, expiresAt },
  });
  return { hash: token, expiresAt: expiresAt.toISOString() };
}

// Deleting the row is the claim: of two concurrent uses only one gets the data.
export async function consumeCardHash(opts: { companyId: number; hash: string; now?: Date }): Promise<CardData> {
  const rows = await runSqlIn(
    prisma,
    sql<{ payload: string; expiresAt: Date }>`
    DELETE FROM "CardHash" WHERE "tokenHash" = ${tokenHash(opts.hash)} AND "companyId" = ${opts.companyId}
    RETURNING "payload", "expiresAt"`,
  );
  const row = rows[0];
  if (!row) throw new ApiError("invalid_card_hash", "card.hash is unknown or was already used", { field: "card.hash" });
  if (row.expiresAt.getTime() <= (opts.now ?? new Date()).getTime())
    throw new ApiError("invalid_card_hash", "card.hash has expired: create a new one", { field: "card.hash" });
  return JSON.parse(unseal("card-hash", row.payload)) as CardData;
}

/** Deletes every card hash past its expiry (encrypted card data nobody can use any more). */
export async function purgeExpiredCardHashes(now = new Date()): Promise<number> {
  const { count } = await prisma.cardHash.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
