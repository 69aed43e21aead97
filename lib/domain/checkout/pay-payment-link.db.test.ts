import { describe, expect, it } from "vitest";

import { tokenizeCard } from "@/lib/domain/cards/tokenize-card";
import { createCustomer } from "@/lib/domain/customers/create-customer";
import { createPaymentLink } from "@/lib/domain/payment-links/create-payment-link";
import { prisma } from "@/lib/platform/db";
import { payPaymentLinkSchema } from "@/lib/schemas/checkout";
import { makeCompany } from "@/lib/test/factories";

import { getBoletoSlip, getCheckout, getCheckoutStatus } from "./get-checkout";
import { getPublicPaymentLink } from "./get-public-payment-link";
import { payPaymentLink } from "./pay-payment-link";
import { simulateCheckoutPayment } from "./simulate-checkout-payment";

const payer = {
  name: "Maria da Silva",
  email: "Maria@Example.com",
  document: { number: "529.982.247-25", type: "cpf" },
};
const card = {
  number: "4111111111111111",
  holderName: "MARIA DA SILVA",
  expirationMonth: 12,
  expirationYear: 2030,
  cvv: "123",
};

async function setup(settings: Record<string, unknown> = {}) {
  const { company } = await makeCompany();
  const created = await createPaymentLink({
    companyId: company.id,
    input: { title: "Curso de mel", amount: 15000, settings },
  });
  const link = (await getPublicPaymentLink({ alias: created.alias }))!;
  return { company, created, link };
}

describe("paying a payment link (real database)", () => {
  it("creates the link's transaction with its metadata and item, and answers only the secureId", async () => {
    const { company, link } = await setup({ card: { maxInstallments: 6 } });
    const { hash } = await tokenizeCard({ companyId: company.id, input: card });
    const now = new Date("2026-06-01T12:00:00Z");
    const result = await payPaymentLink({
      link,
      input: payPaymentLinkSchema.parse({
        paymentMethod: "credit_card",
        installments: 3,
        customer: payer,
        card: { hash },
      }),
      ip: "203.0.113.9",
      now,
    });
    expect(Object.keys(result)).toEqual(["secureId"]);
    const t = await prisma.transaction.findUniqueOrThrow({
      where: { secureId: result.secureId },
      include: { items: true },
    });
    expect(t).toMatchObject({
      companyId: company.id,
      paymentLinkId: link.id,
      amount: 15000,
      installments: 3,
      status: "paid",
      ip: "203.0.113.9",
      customerEmail: "maria@example.com",
    });
    expect(t.metadata).toEqual({
      provider: "colmeia-payment-link",
      order_id: `link-${link.id}-${now.getTime()}`,
      checkout_url: link.url,
      shop_url: expect.stringMatching(/^https?:\/\//),
      user_email: "maria@example.com",
    });
    expect(t.items).toMatchObject([{ title: "Curso de mel", unitPrice: 15000, quantity: 1, tangible: false }]);
  });

  it("refuses raw card fields, disabled methods, too many installments and missing requested fields", async () => {
    const { link } = await setup({
      boleto: { enabled: false },
      requestPhone: true,
      requestAddress: true,
      card: { maxInstallments: 2 },
    });
    const raw = payPaymentLinkSchema.safeParse({
      paymentMethod: "credit_card",
      customer: payer,
      card: { hash: "ch_xxxxxxxxxxxx", number: card.number, cvv: "123" },
    });
    expect(raw.success).toBe(false);
    expect(raw.error!.issues.map((i) => i.path.join("."))).toEqual(["card.number", "card.cvv"]);
    const onlyRaw = payPaymentLinkSchema.safeParse({ paymentMethod: "credit_card", customer: payer, card });
    expect(onlyRaw.error!.issues.map((i) => i.path.join("."))).toEqual([
      "card.number",
      "card.holderName",
      "card.expirationMonth",
      "card.expirationYear",
      "card.cvv",
      "card.hash",
    ]);
    await expect(
      payPaymentLink({ link, input: payPaymentLinkSchema.parse({ paymentMethod: "boleto", customer: payer }) }),
    ).rejects.toMatchObject({ status: 422, details: { field: "paymentMethod" } });
    const error = await payPaymentLink({
      link,
      input: payPaymentLinkSchema.parse({ paymentMethod: "credit_card", installments: 3, customer: payer }),
    }).catch((e) => e);
    expect(error).toMatchObject({ code: "bad_request" });
    expect(error.details.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["customer.phone", "customer.address.zipCode", "card.hash", "installments"]),
    );
  });

  it("Pix: the hosted view shows what the payer needs, the sandbox button pays it, and the status follows", async () => {
    const { link } = await setup({ pix: { expiresInDays: 2 } });
    const now = new Date();
    const { secureId } = await payPaymentLink({
      link,
      input: payPaymentLinkSchema.parse({ paymentMethod: "pix", customer: payer }),
      now,
    });
    const view = (await getCheckout({ secureId }))!;
    expect(view).toMatchObject({
      merchantName: expect.any(String),
      description: "Curso de mel",
      amount: 15000,
      status: "waiting_payment",
      paymentMethod: "pix",
      canSimulatePayment: true,
    });
    expect(view.pix!.qrcode).toMatch(/^000201/);
    expect(new Date(view.pix!.expirationDate).getTime() - now.getTime()).toBe(2 * 86_400_000);
    expect(JSON.stringify(view)).not.toMatch(/maria@example|52998224725|fee|companyId/);
    await simulateCheckoutPayment({ secureId });
    expect(await getCheckoutStatus({ secureId })).toMatchObject({ status: "paid", paidAt: expect.any(String) });
    await expect(simulateCheckoutPayment({ secureId })).rejects.toMatchObject({ code: "invalid_state" });
  });

  it("boleto: the printable slip names beneficiary and payer (document masked); unknown ids are null", async () => {
    const { link } = await setup();
    const { secureId } = await payPaymentLink({
      link,
      input: payPaymentLinkSchema.parse({ paymentMethod: "boleto", customer: payer }),
    });
    const slip = (await getBoletoSlip({ secureId }))!;
    if (!slip.isPrintable) throw new Error("a waiting boleto is printable");
    expect(slip.boleto.barcode).toMatch(/^\d{44}$/);
    expect(slip.payer).toEqual({ name: "Maria da Silva", document: "***.982.247-**" });
    expect(await getCheckout({ secureId: "doesnotexist0000000" })).toBeNull();
    expect(await getCheckout({ secureId: "../../etc" })).toBeNull();
  });

  it("a payer never changes the merchant's stored customer; the transaction keeps what the payer typed", async () => {
    const { company, link } = await setup();
    const stored = await createCustomer({
      companyId: company.id,
      input: {
        name: "Maria Souza",
        email: payer.email.toLowerCase(),
        document: { number: "52998224725", type: "cpf" },
        phone: "11988887777",
        address: {
          street: "Rua A",
          streetNumber: "1",
          neighborhood: "Centro",
          city: "São Paulo",
          state: "SP",
          zipCode: "01001000",
          country: "BR",
        },
      },
    });
    const typed = {
      ...payer,
      name: "Impostor da Silva",
      phone: "21911112222",
      address: {
        street: "Rua B",
        streetNumber: "2",
        neighborhood: "Lapa",
        city: "Rio de Janeiro",
        state: "RJ",
        zipCode: "20000000",
        country: "BR",
      },
    };
    const { secureId } = await payPaymentLink({
      link,
      input: payPaymentLinkSchema.parse({ paymentMethod: "pix", customer: typed }),
    });
    const t = await prisma.transaction.findUniqueOrThrow({ where: { secureId } });
    expect(t.customerId).toBe(stored.id);
    expect(t).toMatchObject({ customerName: "Impostor da Silva", customerPhone: "21911112222" });
    const after = await prisma.customer.findUniqueOrThrow({ where: { id: stored.id } });
    expect(after).toMatchObject({
      name: "Maria Souza",
      phone: "11988887777",
      address: expect.objectContaining({ street: "Rua A", city: "São Paulo" }),
    });
  });

  it("inactive and deleted links are not public", async () => {
    const { created } = await setup();
    await prisma.paymentLink.update({ where: { id: created.id }, data: { status: "inactive" } });
    expect(await getPublicPaymentLink({ alias: created.alias })).toBeNull();
    await prisma.paymentLink.update({ where: { id: created.id }, data: { status: "deleted" } });
    expect(await getPublicPaymentLink({ alias: created.alias })).toBeNull();
    expect(await getPublicPaymentLink({ alias: "NÃO EXISTE" })).toBeNull();
  });
});
