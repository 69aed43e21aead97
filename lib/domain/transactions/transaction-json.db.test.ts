import { describe, expect, it } from "vitest";

import { prisma } from "@/lib/platform/db";
import { listTransactionsQuerySchema } from "@/lib/schemas/transactions";
import { makeCompany, txInput } from "@/lib/test/factories";

import { chargebackTransaction } from "./chargeback-transaction";
import { createTransaction } from "./create-transaction";
import { getTransaction } from "./get-transaction";
import { listTransactions } from "./list-transactions";
import { payTransaction } from "./pay-transaction";
import { refundTransaction } from "./refund-transaction";
import { toTransaction, transactionInclude } from "./serialize";
import { updateDelivery } from "./update-delivery";

// GET /v1/transactions and GET /v1/transactions/{id} answer JSON written by the database
// (transactionApiJson); everything else (create, refunds, webhooks) maps Prisma rows with
// toTransaction. A merchant must read the same transaction the same way everywhere.
describe("a transaction reads the same from the list, from its own GET and from every other answer", () => {
  it("for every kind of transaction and every field that can be set", async () => {
    const { company } = await makeCompany();
    const companyId = company.id;
    const partner = await prisma.recipient.create({
      data: { companyId, legalName: "Parceiro", documentNumber: "52998224725", documentType: "cpf" },
    });
    const address = {
      street: 'Rua Ãngela "Aspas"',
      streetNumber: "10",
      complement: "ap 3 \\ fundos",
      neighborhood: "Centro",
      city: "São Paulo",
      state: "SP",
      zipCode: "01001000",
      country: "br",
    };
    const customer = {
      name: "Zoë d'Ávila <b>",
      email: "zoe@example.com",
      document: { number: "11222333000181", type: "cnpj" as const },
      externalRef: "cli-1",
      phone: "+5511987654321",
      birthdate: "1990-02-28",
      address,
    };
    const metadata = {
      provider: "teste",
      user_email: "a@b.c",
      order_id: "ção-1",
      checkout_url: "https://x",
      shop_url: "https://y",
      nested: { list: [1, 2.5, -3, 1e21, true, null, "\u2028"], emoji: "🐝" },
    };

    const created = [
      await createTransaction({
        companyId,
        input: txInput("credit_card", {
          amount: 25990,
          installments: 3,
          customer,
          metadata,
          shipping: { address, fee: 1500, deliveryDate: "2026-12-01" },
          traceable: true,
          ip: "2001:db8::1",
          externalRef: "pedido-42",
          postbackUrl: "https://loja.example.com/hook",
          items: [
            { title: "Camiseta", unitPrice: 12995, quantity: 2, tangible: true, externalRef: "sku-1" },
            { title: "Frete", unitPrice: 0, quantity: 1, tangible: false },
          ],
          splits: [{ recipientId: partner.id, amount: 5000, chargeProcessingFee: true }],
        }),
      }),
      await createTransaction({
        companyId,
        input: txInput("credit_card", {
          card: {
            number: "4000000000000002",
            holderName: "RECUSADO",
            expirationMonth: 1,
            expirationYear: 2031,
            cvv: "999",
          },
        }),
      }),
      await createTransaction({
        companyId,
        input: txInput("pix", { splits: [{ recipientId: partner.id, amount: 1111 }] }),
      }),
      await createTransaction({
        companyId,
        input: txInput("boleto", { boleto: { expiresInDays: 5, instructions: "Não receber após o vencimento" } }),
      }),
      await createTransaction({ companyId, input: txInput("credit_card") }),
    ];
    const [card, , pix, boleto, chargedBack] = created;
    await refundTransaction({ companyId, transactionId: card.id, amount: 2500 });
    await refundTransaction({ companyId, transactionId: card.id, amount: 1000 });
    await updateDelivery({
      companyId,
      transactionId: card.id,
      input: { status: "in_transit", trackingCode: "BR123456789BR" },
    });
    await payTransaction({ companyId, transactionId: pix.id });
    await refundTransaction({ companyId, transactionId: pix.id });
    await payTransaction({ companyId, transactionId: boleto.id });
    await chargebackTransaction({ companyId, transactionId: chargedBack.id });

    const page = await listTransactions({ companyId, query: listTransactionsQuerySchema.parse({ limit: "100" }) });
    const listed = JSON.parse(page.data);
    expect(listed.map((t: { id: number }) => t.id)).toEqual(created.map((t) => t.id).reverse());
    for (const listedOne of listed) {
      const row = await prisma.transaction.findUniqueOrThrow({
        where: { id: listedOne.id },
        include: transactionInclude,
      });
      const mapped = JSON.parse(JSON.stringify(toTransaction(row)));
      expect(listedOne).toEqual(mapped);
      expect(await getTransaction({ companyId, transactionId: row.id })).toEqual(mapped);
    }
    // every field above reached the answer, so the comparison covered it
    const first = listed.find((t: { id: number }) => t.id === card.id);
    expect(first).toMatchObject({
      metadata,
      customer: { ...customer, address: expect.objectContaining({ street: address.street }) },
      delivery: { status: "in_transit", trackingCode: "BR123456789BR" },
      refunds: [{ amount: 2500 }, { amount: 1000 }],
      traceable: true,
      ip: "2001:db8::1",
    });
    expect(first.splits).toHaveLength(2);
    expect(listed.find((t: { id: number }) => t.id === boleto.id).boleto).toMatchObject({
      instructions: "Não receber após o vencimento",
    });
    expect(listed.map((t: { status: string }) => t.status).toSorted()).toEqual([
      "chargedback",
      "paid",
      "paid",
      "refunded",
      "refused",
    ]);
  });
});
