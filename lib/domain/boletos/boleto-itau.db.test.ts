import { randomInt } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { itauAccountDigit } from "@/lib/formats/boleto-banks";
import { buildCobrancaRetorno } from "@/lib/formats/cnab240/cobranca";
import { splitFile } from "@/lib/formats/cnab240/fields";
import { addDays, todayInSaoPaulo } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import type { BoletoAgreementSettings } from "@/lib/platform/env";
import { useBoletoRail } from "@/lib/rails";
import { createCnab240BoletoRail } from "@/lib/rails/boleto/cnab240-rail";
import { createTransactionSchema } from "@/lib/schemas/transactions";
import { makeCompany, txInput } from "@/lib/test/factories";

import { createTransaction } from "../transactions/create-transaction";
import { getTransaction } from "../transactions/get-transaction";
import { generateRemessa, getBoletoFile, importRetorno } from "./boleto-files";

// An Itaú agreement end to end on a real database (docs/rails.md, Boleto rail): Itaú's numbers on the
// boleto, its remessa, and its retorno settling, with Itaú's own occurrence codes (08 paid at the
// notary, 32 written off by protest).

afterEach(() => useBoletoRail(null));

describe("a boleto on an Itaú agreement (real database)", () => {
  it("is numbered as Itaú's, goes out in Itaú's remessa and is settled by Itaú's retorno", async () => {
    // an account of its own (no other test takes its numbers)
    const account = String(randomInt(10_000, 99_999));
    const itau: BoletoAgreementSettings = {
      bank: "341",
      agency: "0057",
      account,
      accountDigit: itauAccountDigit("0057", account),
      wallet: "109",
    };
    useBoletoRail(createCnab240BoletoRail(itau, false));
    const { company } = await makeCompany();
    const issue = (extra: Record<string, unknown> = {}) =>
      createTransaction({
        companyId: company.id,
        input: createTransactionSchema.parse({
          ...txInput("boleto"),
          amount: 10500,
          items: [{ title: "Item", unitPrice: 10500, quantity: 1, tangible: true }],
          boleto: { expiresInDays: 3, ...extra },
        }),
      });
    const late = await issue({ fine: { amount: 200 }, interest: { monthlyPercentage: 1 } });
    const atNotary = await issue();
    const protested = await issue();
    expect(late.boleto).toMatchObject({
      bank: "341",
      wallet: "109",
      nossoNumero: expect.stringMatching(/^109\/0{7}1-\d$/),
    });
    expect(late.boleto!.barcode.slice(0, 4)).toBe("3419");

    const remessa = (await generateRemessa({ companyId: company.id }))!;
    const lines = splitFile((await getBoletoFile({ companyId: company.id, fileId: remessa.id })).content);
    expect(lines.every((l) => l.startsWith("341"))).toBe(true);
    expect(lines.filter((l) => l[13] === "P").map((l) => l.slice(15, 17))).toEqual(["01", "01", "01"]);

    const titles = await prisma.boletoTitle.findMany({
      where: { transactionId: { in: [late.id, atNotary.id, protested.id] } },
      orderBy: { transactionId: "asc" },
    });
    const due = late.boleto!.expirationDate;
    const tenDaysLate = addDays(due, 10);
    const occurrence = (t: { id: number; amount: number }, i: number) => ({
      nossoNumero: String(titles[i].sequence),
      documentNumber: String(t.id),
      dueDate: due,
      amount: t.amount,
    });
    const content = buildCobrancaRetorno({
      agreement: { ...itau, beneficiary: { name: "X", documentType: "cnpj", document: company.documentNumber } },
      sequence: 1,
      createdAt: new Date(),
      occurrences: [
        ...[late, atNotary, protested].map((t, i) => ({
          ...occurrence(t, i),
          movementCode: "02",
          occurrenceDate: todayInSaoPaulo(),
        })),
        // Itaú was sent 4 cents a day (1 % a month of R$ 105,00, rounded once): 200 + 10 × 4 = 240
        {
          ...occurrence(late, 0),
          movementCode: "06",
          paidAmount: 10740,
          interestAndFine: 240,
          tariff: 180,
          occurrenceDate: tenDaysLate,
          creditDate: addDays(tenDaysLate, 1),
        },
        { ...occurrence(atNotary, 1), movementCode: "08", paidAmount: 10500, occurrenceDate: todayInSaoPaulo() },
        { ...occurrence(protested, 2), movementCode: "32", occurrenceDate: todayInSaoPaulo() },
      ],
    });
    const { imported, file } = await importRetorno({ companyId: company.id, content });
    expect(imported).toBe(true);
    expect(file.summary).toMatchObject({ confirmed: 3, paid: 2, writtenOff: 1, partiallyPaid: 0 });
    expect(await getTransaction({ companyId: company.id, transactionId: late.id })).toMatchObject({
      status: "paid",
      paidAmount: 10740,
      boleto: { registration: "registered", bankFee: 180, paidDate: tenDaysLate, note: null },
    });
    expect(await getTransaction({ companyId: company.id, transactionId: atNotary.id })).toMatchObject({
      status: "paid",
    });
    expect(await getTransaction({ companyId: company.id, transactionId: protested.id })).toMatchObject({
      status: "canceled",
      boleto: { registration: "written_off" },
    });
  });

  it("a percentage with three decimals is refused before anything is stored", () => {
    for (const boleto of [{ fine: { percentage: 2.005 } }, { interest: { monthlyPercentage: 0.333 } }])
      expect(() => createTransactionSchema.parse({ ...txInput("boleto"), boleto })).toThrow(/at most two decimals/);
    expect(() =>
      createTransactionSchema.parse({ ...txInput("boleto"), boleto: { fine: { percentage: 2.01 } } }),
    ).not.toThrow();
  });
});
