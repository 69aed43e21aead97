import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { getPublicPaymentLink } from "@/lib/domain/checkout/get-public-payment-link";
import { payPaymentLink } from "@/lib/domain/checkout/pay-payment-link";
import { createPaymentLink } from "@/lib/domain/payment-links/create-payment-link";
import { captureTransaction } from "@/lib/domain/transactions/capture-transaction";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { prisma } from "@/lib/platform/db";
import { sandboxCardRail, useCardRail } from "@/lib/rails";
import { createCieloSandbox } from "@/lib/rails/card/cielo-sandbox/create-cielo-sandbox";
import { serveCieloSandbox, type ServedCielo } from "@/lib/rails/card/cielo-sandbox/serve-cielo-sandbox";
import type { CardRail } from "@/lib/rails/card/port";
import { payPaymentLinkSchema } from "@/lib/schemas/checkout";
import { type CreateTransactionInput, createTransactionSchema } from "@/lib/schemas/transactions";
import { byOwner, companyWithOwner, entriesOf, whileAuditRefused } from "@/lib/test/audit-refused";
import { makeCompany, txInput } from "@/lib/test/factories";

import { unsealCardToken } from "./card-token";
import { listCustomerCards, removeCard } from "./cards-on-file";
import { tokenizeCard } from "./tokenize-card";

// Cards on file over real HTTP to the built-in Cielo server through the Cielo connector (docs/api.md,
// Cards on file): the acquirer's token is kept sealed, never the number; a saved card charges again
// only for the customer who saved it; a removed card charges nobody.

let served: ServedCielo;
let rail: CardRail & { close(): void };
const sentToAcquirer: { path: string; body: string }[] = [];

beforeAll(async () => {
  served = await serveCieloSandbox({
    handler: createCieloSandbox(),
    intercept: async (req, next) => {
      if (req.method === "POST")
        sentToAcquirer.push({ path: new URL(req.url).pathname, body: await req.clone().text() });
      return next(req);
    },
  });
  rail = sandboxCardRail(served.origin);
  useCardRail(rail);
});

afterAll(async () => {
  rail.close();
  await served.close();
});

const VISA = "4111111111111111";
const DECLINED = "4000000000000002";

function payer(tag: string) {
  return {
    name: "Maria da Silva",
    email: `maria-${tag}-${Date.now()}@example.com`,
    document: { number: "52998224725", type: "cpf" as const },
  };
}

const typed = (number: string) => ({
  number,
  holderName: "MARIA DA SILVA",
  expirationMonth: 12,
  expirationYear: 2030,
  cvv: "123",
});

/** A transaction as POST /v1/transactions would parse it. */
const input = (
  customer: ReturnType<typeof payer>,
  card: Record<string, unknown>,
  extra: Partial<CreateTransactionInput> = {},
) => createTransactionSchema.parse({ ...txInput("credit_card", extra), customer, card, installments: 1 });

async function saveCard(companyId: number, customer: ReturnType<typeof payer>, number = VISA) {
  return createTransaction({ companyId, input: input(customer, { ...typed(number), reusable: true }) });
}

describe("cards on file (real HTTP to the Cielo server, real database)", () => {
  it("reusable: true keeps the acquirer's token sealed, never the number, and answers a reusable card", async () => {
    const { company } = await makeCompany();
    const t = await saveCard(company.id, payer("save"));
    expect(t.status).toBe("paid");
    expect(t.card).toMatchObject({ reusable: true, brand: "visa", lastDigits: "1111", firstDigits: "411111" });
    expect(JSON.stringify(t)).not.toMatch(/token/i);

    const row = await prisma.card.findUniqueOrThrow({ where: { id: t.card!.id } });
    expect(row).toMatchObject({ reusable: true, acquirerName: "cielo" });
    // what the acquirer answered (SaveCard: true) is the token on file, stored sealed
    const sale = JSON.parse(sentToAcquirer.at(-1)!.body) as { Payment: { CreditCard: { SaveCard?: boolean } } };
    expect(sale.Payment.CreditCard.SaveCard).toBe(true);
    const token = unsealCardToken(row.id, row.token!);
    expect(await prisma.sandboxCieloCard.count({ where: { cardToken: token } })).toBe(1);
    expect(row.token).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(VISA);
    // bound to its row: the same sealed token on another card does not open
    expect(() => unsealCardToken(row.id + 1, row.token!)).toThrow();
  });

  it("card: {id} charges the card on file of the same customer through its token (with the CVV when given)", async () => {
    const { company } = await makeCompany();
    const maria = payer("again");
    const first = await saveCard(company.id, maria);
    const cardId = first.card!.id;

    const again = await createTransaction({ companyId: company.id, input: input(maria, { id: cardId }) });
    expect(again).toMatchObject({ status: "paid", card: { id: cardId, reusable: true, lastDigits: "1111" } });
    const sent = JSON.parse(sentToAcquirer.at(-1)!.body) as { Payment: { CreditCard: Record<string, unknown> } };
    const row = await prisma.card.findUniqueOrThrow({ where: { id: cardId } });
    expect(sent.Payment.CreditCard).toEqual({ CardToken: unsealCardToken(cardId, row.token!), Brand: "Visa" });

    const withCvv = await createTransaction({
      companyId: company.id,
      input: input(
        maria,
        { id: cardId, cvv: "321" },
        { amount: 2500, items: [{ title: "Mel", unitPrice: 2500, quantity: 1, tangible: true }] },
      ),
    });
    expect(withCvv).toMatchObject({ status: "paid", amount: 2500 });
    const withCvvSent = JSON.parse(sentToAcquirer.at(-1)!.body) as { Payment: { CreditCard: Record<string, unknown> } };
    expect(withCvvSent.Payment.CreditCard.SecurityCode).toBe("321");
    // no new card rows: the customer still has one card
    expect(await prisma.card.count({ where: { customerId: row.customerId } })).toBe(1);
    expect(await listCustomerCards({ companyId: company.id, customerId: row.customerId! })).toHaveLength(1);
  });

  it("capture: false with a card on file holds the amount; the capture makes it paid", async () => {
    const { company } = await makeCompany();
    const maria = payer("hold");
    const first = await saveCard(company.id, maria);
    const held = await createTransaction({
      companyId: company.id,
      input: input(maria, { id: first.card!.id }, { capture: false }),
    });
    expect(held).toMatchObject({ status: "authorized", authorizedAmount: 10000, paidAmount: 0 });
    const paid = await captureTransaction({ companyId: company.id, transactionId: held.id });
    expect(paid).toMatchObject({ status: "paid", paidAmount: 10000 });
  });

  it("another customer's card, another company's card or an unknown id is a 404, and nothing is charged or stored", async () => {
    const { company } = await makeCompany();
    const other = await makeCompany();
    const maria = payer("owner");
    const saved = await saveCard(company.id, maria);
    const cardId = saved.card!.id;
    const joao = { ...payer("other"), name: "Joao Souza" };
    // João is a customer of the company too
    await createTransaction({ companyId: company.id, input: input(joao, typed(VISA)) });
    const counts = async () => ({
      transactions: await prisma.transaction.count(),
      attempts: await prisma.cardAttempt.count(),
      sales: await prisma.sandboxCieloPayment.count(),
    });
    const before = await counts();
    for (const [companyId, who, id] of [
      [company.id, joao, cardId], // another customer of the same company
      [other.company.id, maria, cardId], // the same payer at another company
      [company.id, payer("new"), cardId], // a payer the company has never seen
      [company.id, maria, cardId + 100_000], // no such card
    ] as const)
      await expect(createTransaction({ companyId, input: input(who, { id }) })).rejects.toMatchObject({
        code: "not_found",
        details: { field: "card.id" },
      });
    expect(await counts()).toEqual(before);
  });

  it("a refused card is not kept on file, even when asked", async () => {
    const { company } = await makeCompany();
    const maria = payer("refused");
    const t = await saveCard(company.id, maria, DECLINED);
    expect(t).toMatchObject({ status: "refused", card: { reusable: false } });
    expect((await prisma.card.findUniqueOrThrow({ where: { id: t.card!.id } })).token).toBeNull();
    expect(await listCustomerCards({ companyId: company.id, customerId: t.customer.id })).toEqual([]);
    await expect(
      createTransaction({ companyId: company.id, input: input(maria, { id: t.card!.id }) }),
    ).rejects.toMatchObject({ code: "not_found" });
  });

  it("lists a customer's cards on file newest first, and no other company's customer", async () => {
    const { company } = await makeCompany();
    const maria = payer("list");
    const a = await saveCard(company.id, maria, VISA);
    const b = await saveCard(company.id, maria, "5555555555554444");
    await createTransaction({ companyId: company.id, input: input(maria, typed(VISA)) }); // not kept
    const cards = await listCustomerCards({ companyId: company.id, customerId: a.customer.id });
    expect(cards.map((c) => [c.id, c.brand, c.lastDigits, c.reusable])).toEqual([
      [b.card!.id, "mastercard", "4444", true],
      [a.card!.id, "visa", "1111", true],
    ]);
    const other = await makeCompany();
    await expect(listCustomerCards({ companyId: other.company.id, customerId: a.customer.id })).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("a removed card is wiped and charges nobody again; removing it twice is a 404; card.delete is audited in its commit", async () => {
    const { companyId, owner, by } = await companyWithOwner();
    const maria = payer("remove");
    const saved = await saveCard(companyId, maria);
    const cardId = saved.card!.id;

    // the entry cannot be written: the card stays on file
    await whileAuditRefused(companyId, () => removeCard({ companyId, cardId, by }));
    expect((await prisma.card.findUniqueOrThrow({ where: { id: cardId } })).reusable).toBe(true);

    await removeCard({ companyId, cardId, by });
    expect(await prisma.card.findUniqueOrThrow({ where: { id: cardId } })).toMatchObject({
      reusable: false,
      token: null,
    });
    const [entry, ...more] = await entriesOf(companyId, "card.delete");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      ...byOwner(owner),
      objectType: "card",
      objectId: String(cardId),
      before: { reusable: true, lastDigits: "1111" },
      after: { reusable: false },
    });
    await expect(removeCard({ companyId, cardId, by })).rejects.toMatchObject({ code: "not_found" });
    await expect(createTransaction({ companyId, input: input(maria, { id: cardId }) })).rejects.toMatchObject({
      code: "not_found",
    });
    // the payment made with it still shows its card
    const paid = await prisma.transaction.findUniqueOrThrow({ where: { id: saved.id }, include: { card: true } });
    expect(paid.card).toMatchObject({ id: cardId, lastDigits: "1111" });
  });
});

describe("saving a card on the hosted checkout (real database)", () => {
  const payerForm = {
    name: "Maria da Silva",
    email: "maria.link@example.com",
    document: { number: "52998224725", type: "cpf" },
  };

  async function linkWith(saveCard: boolean) {
    const { company } = await makeCompany();
    const created = await createPaymentLink({
      companyId: company.id,
      input: { title: "Assinatura de mel", amount: 5000, settings: { card: { saveCard } } },
    });
    const link = (await getPublicPaymentLink({ alias: created.alias }))!;
    const { hash } = await tokenizeCard({ companyId: company.id, input: typed(VISA) });
    const pay = () =>
      payPaymentLink({
        link,
        input: payPaymentLinkSchema.parse({
          paymentMethod: "credit_card",
          customer: payerForm,
          card: { hash, reusable: true },
        }),
      });
    return { company, link, pay };
  }

  it("keeps the card where the link offers it", async () => {
    const { company, link, pay } = await linkWith(true);
    expect(link.settings.card.saveCard).toBe(true);
    const { secureId } = await pay();
    const t = await prisma.transaction.findUniqueOrThrow({ where: { secureId }, include: { card: true } });
    expect(t.status).toBe("paid");
    expect(t.card).toMatchObject({ reusable: true });
    expect(await listCustomerCards({ companyId: company.id, customerId: t.customerId })).toHaveLength(1);
  });

  it("refuses to keep it where the link does not (400 on card.reusable), charging nothing", async () => {
    const { company, link, pay } = await linkWith(false);
    expect(link.settings.card.saveCard).toBe(false);
    await expect(pay()).rejects.toMatchObject({
      code: "bad_request",
      details: { issues: [{ path: "card.reusable", message: "this payment link does not offer to save the card" }] },
    });
    expect(await prisma.transaction.count({ where: { companyId: company.id } })).toBe(0);
  });
});
