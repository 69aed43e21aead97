import { afterEach, describe, expect, it } from "vitest";

import { nextBankDay } from "@/lib/formats/bank-days";
import { buildCobrancaRetorno, type RetornoOccurrenceInput } from "@/lib/formats/cnab240/cobranca";
import { addDays, todayInSaoPaulo, weekday } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { useBoletoRail } from "@/lib/rails";
import { SANDBOX_AGREEMENT } from "@/lib/rails/boleto/sandbox-bank";
import { createTransactionSchema } from "@/lib/schemas/transactions";
import { makeCompany, txInput } from "@/lib/test/factories";

import { createTransaction } from "../transactions/create-transaction";
import { getTransaction } from "../transactions/get-transaction";
import { generateRemessa, importRetorno } from "./boleto-files";

// How a bank's payment is judged on a real database (docs/rails.md, Boleto rail, "Judging a
// payment"): the banks' calendar extends a due date that falls when they are closed, a monthly rate
// is rounded once, and what the bank's segment U says it charged decides.

afterEach(() => useBoletoRail(null));

type Company = Awaited<ReturnType<typeof makeCompany>>["company"];

const boleto = (companyId: number, amount: number, extra: Record<string, unknown>) =>
  createTransaction({
    companyId,
    input: createTransactionSchema.parse({
      ...txInput("boleto"),
      amount,
      items: [{ title: "Item", unitPrice: amount, quantity: 1, tangible: true }],
      boleto: { expiresInDays: 3, ...extra },
    }),
  });

let retornoSequence = 500;
/** Imports a retorno of the built-in bank's agreement in which the bank paid boleto `t`. */
async function bankPays(
  company: Company,
  t: { id: number; amount: number; boleto: { expirationDate: string } | null },
  paid: Pick<
    RetornoOccurrenceInput,
    "paidAmount" | "occurrenceDate" | "interestAndFine" | "discount" | "tariff" | "creditDate"
  >,
) {
  await generateRemessa({ companyId: company.id });
  const title = await prisma.boletoTitle.findUniqueOrThrow({ where: { transactionId: t.id } });
  const content = buildCobrancaRetorno({
    agreement: {
      ...SANDBOX_AGREEMENT,
      beneficiary: { name: "X", documentType: "cnpj", document: company.documentNumber },
    },
    sequence: retornoSequence++,
    createdAt: new Date(),
    occurrences: [
      {
        nossoNumero: String(title.sequence),
        documentNumber: String(t.id),
        movementCode: "06",
        dueDate: t.boleto!.expirationDate,
        amount: t.amount,
        ...paid,
      },
    ],
  });
  await importRetorno({ companyId: company.id, content });
  return getTransaction({ companyId: company.id, transactionId: t.id });
}

describe("judging a boleto paid at the bank (real database)", () => {
  it("due on a Saturday and paid on the next day banks open, with no charges: paid in full", async () => {
    const { company } = await makeCompany();
    const today = todayInSaoPaulo();
    const days = (6 - weekday(today) + 7) % 7 || 7; // 1 to 7 days ahead, a Saturday
    const t = await boleto(company.id, 10000, {
      expiresInDays: days,
      fine: { percentage: 2 },
      interest: { monthlyPercentage: 1 },
    });
    const due = t.boleto!.expirationDate;
    expect(weekday(due)).toBe(6);
    const monday = nextBankDay(due);
    expect(await bankPays(company, t, { paidAmount: 10000, occurrenceDate: monday })).toMatchObject({
      status: "paid",
      paidAmount: 10000,
    });
    // the day after that, the fine and interest count again from the due date
    const late = await boleto(company.id, 10000, { expiresInDays: days, fine: { percentage: 2 } });
    expect(await bankPays(company, late, { paidAmount: 10000, occurrenceDate: addDays(monday, 1) })).toMatchObject({
      status: "partially_paid",
    });
  });

  it("R$ 105,00 at 1 % a month, 10 days late: 105,35 at Banco do Brasil settles it, as the bank says or not", async () => {
    const { company } = await makeCompany();
    const terms = { interest: { monthlyPercentage: 1 } };
    const reported = await boleto(company.id, 10500, terms);
    const tenDaysLate = addDays(reported.boleto!.expirationDate, 10);
    expect(
      await bankPays(company, reported, { paidAmount: 10535, interestAndFine: 35, occurrenceDate: tenDaysLate }),
    ).toMatchObject({ status: "paid", paidAmount: 10535 });
    // a bank that leaves segment U's charges empty: Colmeia's own figure, rounded once
    const silent = await boleto(company.id, 10500, terms);
    expect(await bankPays(company, silent, { paidAmount: 10535, occurrenceDate: tenDaysLate })).toMatchObject({
      status: "paid",
    });
    expect((await prisma.boletoTitle.findUniqueOrThrow({ where: { transactionId: silent.id } })).note).toBeNull();
  });

  it("what the bank reports it charged decides; a difference from Colmeia's figure is kept as a note", async () => {
    const { company } = await makeCompany();
    const t = await boleto(company.id, 10000, { fine: { amount: 200 }, interest: { amountPerDay: 10 } });
    const fiveDaysLate = addDays(t.boleto!.expirationDate, 5);
    // Colmeia computes 250 of charges; the bank collected 200 and says so: the payer owed 10200
    expect(
      await bankPays(company, t, { paidAmount: 10200, interestAndFine: 200, occurrenceDate: fiveDaysLate }),
    ).toMatchObject({ status: "paid", paidAmount: 10200 });
    const title = await prisma.boletoTitle.findUniqueOrThrow({ where: { transactionId: t.id } });
    expect(title.note).toMatch(/the bank charged 200 cents .* Colmeia's terms give 10250/);
    // less than what the bank itself charged is still partial
    const short = await boleto(company.id, 10000, { fine: { amount: 200 } });
    expect(
      await bankPays(company, short, {
        paidAmount: 10100,
        interestAndFine: 200,
        occurrenceDate: addDays(short.boleto!.expirationDate, 5),
      }),
    ).toMatchObject({ status: "partially_paid" });
  });
});

describe("what the bank said, on GET /v1/transactions/{id} (real database)", () => {
  it("registration, bank fee, paid and credit dates; a rejection's reason", async () => {
    const { company } = await makeCompany();
    const t = await boleto(company.id, 10000, {});
    expect((await getTransaction({ companyId: company.id, transactionId: t.id })).boleto).toMatchObject({
      registration: "pending",
      bankFee: null,
      paidDate: null,
    });
    const today = todayInSaoPaulo();
    const paid = await bankPays(company, t, {
      paidAmount: 10000,
      occurrenceDate: today,
      creditDate: addDays(today, 1),
      tariff: 250,
    });
    expect(paid.boleto).toMatchObject({
      registration: "registered",
      bankFee: 250,
      paidDate: today,
      creditDate: addDays(today, 1),
      rejectReason: null,
      barcode: t.boleto!.barcode,
    });
    // the built-in bank rejects a payer named "Recusar…" (reason 45)
    const rejected = await createTransaction({
      companyId: company.id,
      input: createTransactionSchema.parse({
        ...txInput("boleto"),
        customer: { ...txInput("boleto").customer, name: "Recusar Pagador" },
      }),
    });
    await generateRemessa({ companyId: company.id });
    const seen = await getTransaction({ companyId: company.id, transactionId: rejected.id });
    expect(seen.boleto).toMatchObject({ registration: "rejected", rejectReason: expect.stringMatching(/.+/) });
  });
});
