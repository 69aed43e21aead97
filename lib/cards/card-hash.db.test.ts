import { afterEach, describe, expect, it } from "vitest";

import { prisma } from "@/lib/db";
import { createCardHashSchema } from "@/lib/schemas/checkout";
import { makeCompany, txInput } from "@/lib/test/factories";
import { setEnv } from "@/lib/test/set-env";
import { createTransaction } from "@/lib/transactions/create-transaction";

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
