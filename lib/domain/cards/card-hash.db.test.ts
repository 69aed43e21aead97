import { createHash, createHmac } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { prisma } from "@/lib/platform/db";
import { authSecret, derivedKey } from "@/lib/platform/env";
import { runSqlIn, sql } from "@/lib/platform/sql";
import { createCardHashSchema } from "@/lib/schemas/checkout";
import { makeCompany, txInput } from "@/lib/test/factories";
import { tryOpenSealed as tryOpen } from "@/lib/test/open-sealed";
import { setEnv } from "@/lib/test/set-env";

import { cardHashTtlMs, consumeCardHash, createCardHash, purgeExpiredCardHashes } from "./card-hash";
import { tokenizeCard } from "./tokenize-card";

const card = {
  number: "4111111111111111",
  holderName: "FULANO DE TAL",
  expirationMonth: 12,
  expirationYear: 2030,
  cvv: "123",
};

describe("card hashes (real database)", () => {
  afterEach(() => {
    setEnv({ CARD_HASH_TTL_MS: undefined });
  });

  it("gives the card back once, encrypted at rest, and refuses a second use", async () => {
    const { company } = await makeCompany();
    const { hash, expiresAt } = await createCardHash({ companyId: company.id, card });
    expect(hash).toMatch(/^ch_/);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    const row = await prisma.cardHash.findFirstOrThrow({ where: { companyId: company.id } });
    expect(row.payload).not.toContain("4111111111111111");
    expect(row.payload).not.toContain("123");
    await expect(consumeCardHash({ companyId: company.id, hash })).resolves.toEqual(card);
    await expect(consumeCardHash({ companyId: company.id, hash })).rejects.toMatchObject({
      code: "invalid_card_hash",
      status: 422,
    });
  });

  it("expires after its TTL (5 minutes by default, or the ttl given)", async () => {
    const { company } = await makeCompany();
    const t0 = new Date("2026-06-01T12:00:00Z");
    const a = await createCardHash({ companyId: company.id, card, now: t0 });
    expect(a.expiresAt).toBe("2026-06-01T12:05:00.000Z");
    await expect(
      consumeCardHash({ companyId: company.id, hash: a.hash, now: new Date("2026-06-01T12:05:00Z") }),
    ).rejects.toMatchObject({ code: "invalid_card_hash" });
    const b = await createCardHash({ companyId: company.id, card, now: t0, ttlMs: 1000 });
    await expect(
      consumeCardHash({ companyId: company.id, hash: b.hash, now: new Date("2026-06-01T12:00:00.999Z") }),
    ).resolves.toEqual(card);
  });

  it("takes its lifetime from CARD_HASH_TTL_MS", async () => {
    const { company } = await makeCompany();
    expect(cardHashTtlMs()).toBe(300_000);
    setEnv({ CARD_HASH_TTL_MS: "2000" });
    const t0 = new Date("2026-06-01T12:00:00Z");
    const { hash, expiresAt } = await createCardHash({ companyId: company.id, card, now: t0 });
    expect(expiresAt).toBe("2026-06-01T12:00:02.000Z");
    await expect(
      consumeCardHash({ companyId: company.id, hash, now: new Date("2026-06-01T12:00:03Z") }),
    ).rejects.toMatchObject({ code: "invalid_card_hash" });
    setEnv({ CARD_HASH_TTL_MS: "not a number" });
    expect(() => cardHashTtlMs()).toThrow(/CARD_HASH_TTL_MS must be a whole number/);
  });

  it("belongs to the company that created it", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const { hash } = await createCardHash({ companyId: a.company.id, card });
    await expect(consumeCardHash({ companyId: b.company.id, hash })).rejects.toMatchObject({
      code: "invalid_card_hash",
    });
    await expect(consumeCardHash({ companyId: a.company.id, hash })).resolves.toEqual(card);
  });

  it("pays a transaction once; the same hash again is a 422 and creates nothing", async () => {
    const { company } = await makeCompany();
    const { hash } = await tokenizeCard({ companyId: company.id, input: card });
    const paid = await createTransaction({ companyId: company.id, input: txInput("credit_card", { card: { hash } }) });
    expect(paid).toMatchObject({ status: "paid", card: { lastDigits: "1111", brand: "visa" } });
    await expect(
      createTransaction({ companyId: company.id, input: txInput("credit_card", { card: { hash } }) }),
    ).rejects.toMatchObject({ code: "invalid_card_hash" });
    expect(await prisma.transaction.count({ where: { companyId: company.id } })).toBe(1);
  });

  it("tokenizing refuses a number that fails Luhn (422 invalid_card); a two-digit year arrives widened", async () => {
    const { company } = await makeCompany();
    await expect(
      tokenizeCard({ companyId: company.id, input: { ...card, number: "4111111111111112" } }),
    ).rejects.toMatchObject({ code: "invalid_card", status: 422 });
    // the year is widened where the request is parsed (cardYearSchema), as for POST /v1/transactions
    const { hash } = await tokenizeCard({
      companyId: company.id,
      input: createCardHashSchema.parse({ ...card, expirationYear: 31 }),
    });
    await expect(consumeCardHash({ companyId: company.id, hash })).resolves.toMatchObject({ expirationYear: 2031 });
  });
});

describe("card-hash sweep", () => {
  it("deletes every expired hash, not some of them, and keeps the live ones", async () => {
    const { company } = await makeCompany();
    const t0 = new Date("2026-06-01T12:00:00Z");
    for (let i = 0; i < 20; i++) await createCardHash({ companyId: company.id, card, now: t0, ttlMs: 60_000 });
    const live = await createCardHash({ companyId: company.id, card, now: t0, ttlMs: 10 * 60_000 });
    await purgeExpiredCardHashes(new Date(t0.getTime() + 60_000));
    expect(await prisma.cardHash.count({ where: { companyId: company.id } })).toBe(1);
    await expect(
      consumeCardHash({ companyId: company.id, hash: live.hash, now: new Date(t0.getTime() + 120_000) }),
    ).resolves.toEqual(card);
    expect(await prisma.cardHash.count({ where: { companyId: company.id } })).toBe(0);
  });
});

const rowOf = async (table: "CardHash" | "Card", id: number) =>
  (
    await runSqlIn(
      prisma,
      sql<{ j: Record<string, unknown> }>`SELECT row_to_json(t) AS j FROM ${sql.id(table)} t WHERE t."id" = ${id}`,
    )
  )[0].j;

describe("card hashes: the key to the card is never on the server (docs/security.md, Card data)", () => {
  it("the stored row does not open with any server secret nor anything in the row; the token alone opens it", async () => {
    const { company } = await makeCompany();
    const { hash } = await createCardHash({ companyId: company.id, card });
    const stored = await prisma.cardHash.findFirstOrThrow({ where: { companyId: company.id } });
    const row = await rowOf("CardHash", stored.id);
    expect(JSON.stringify(row)).not.toContain(hash.slice(3));
    const secret = authSecret();
    const keys = [
      derivedKey("card-hash"),
      derivedKey("card-fingerprint"),
      createHash("sha256").update(secret).digest(),
      Buffer.from(secret, "hex"),
      // every 32-byte value the row holds (the token's lookup hash among them)
      ...Object.values(row).flatMap((v) =>
        typeof v === "string" && /^[0-9a-f]{64}$/.test(v) ? [Buffer.from(v, "hex")] : [],
      ),
    ];
    for (const key of keys) {
      expect(tryOpen(stored.payload, key)).toBeNull();
      expect(tryOpen(stored.payload, key, `card-hash:${company.id}`)).toBeNull();
    }
    expect(hash).toMatch(/^ch_[A-Za-z0-9_-]{43}$/); // one 256-bit secret, base64url
    await expect(consumeCardHash({ companyId: company.id, hash })).resolves.toEqual(card);
  });

  it("a token with a wrong or missing key is refused and leaves the real hash usable, once", async () => {
    const { company } = await makeCompany();
    const { hash } = await createCardHash({ companyId: company.id, card });
    // a character in the middle: every one of its 6 bits is the key's (the last character's lowest
    // 2 bits are base64url padding, so changing only them names the same 32 bytes)
    const flipped = hash.slice(0, 10) + (hash[10] === "A" ? "B" : "A") + hash.slice(11);
    for (const wrong of [flipped, hash.slice(0, 25), `${hash}x`, "ch_" + "A".repeat(43)])
      await expect(consumeCardHash({ companyId: company.id, hash: wrong })).rejects.toMatchObject({
        code: "invalid_card_hash",
        status: 422,
      });
    await expect(consumeCardHash({ companyId: company.id, hash })).resolves.toEqual(card);
    await expect(consumeCardHash({ companyId: company.id, hash })).rejects.toMatchObject({ code: "invalid_card_hash" });
  });

  it("an expired hash is refused even with its key, and the sweep leaves nothing of it", async () => {
    const { company } = await makeCompany();
    const t0 = new Date("2026-06-01T12:00:00Z");
    const { hash } = await createCardHash({ companyId: company.id, card, now: t0, ttlMs: 1000 });
    await purgeExpiredCardHashes(new Date(t0.getTime() + 1000));
    expect(await prisma.cardHash.count({ where: { companyId: company.id } })).toBe(0);
    await expect(consumeCardHash({ companyId: company.id, hash, now: t0 })).rejects.toMatchObject({
      code: "invalid_card_hash",
    });
  });

  it("a charged card keeps brand, first 6, last 4, holder and expiry, and no hash of its number", async () => {
    const { company } = await makeCompany();
    const { hash } = await tokenizeCard({ companyId: company.id, input: card });
    const paid = await createTransaction({ companyId: company.id, input: txInput("credit_card", { card: { hash } }) });
    const { cardId } = await prisma.transaction.findUniqueOrThrow({ where: { id: paid.id } });
    const row = await rowOf("Card", cardId!);
    // token: the acquirer's token of a card kept on file (sealed; null here: not kept), never the number
    expect(Object.keys(row).sort()).toEqual(
      [
        "acquirerName",
        "token",
        "brand",
        "companyId",
        "createdAt",
        "customerId",
        "expirationMonth",
        "expirationYear",
        "firstDigits",
        "holderName",
        "id",
        "lastDigits",
        "reusable",
      ].sort(),
    );
    const keyed = createHmac("sha256", derivedKey("card-fingerprint")).update(card.number).digest("hex");
    expect(JSON.stringify(row)).not.toContain(keyed.slice(0, 16));
    expect(row).toMatchObject({ firstDigits: "411111", lastDigits: "1111", token: null, acquirerName: null });
  });
});
