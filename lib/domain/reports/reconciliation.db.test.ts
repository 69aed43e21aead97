import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";

import { createAnticipation } from "@/lib/domain/anticipations/create-anticipation";
import { listBalanceOperations } from "@/lib/domain/ledger/list-balance-operations";
import { advanceClock } from "@/lib/domain/payables/advance-clock";
import { listPayables } from "@/lib/domain/payables/list-payables";
import { DEFAULT_PRICING } from "@/lib/domain/pricing/fees";
import { getRecipientBalance } from "@/lib/domain/recipients/get-recipient-balance";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { createTransfer } from "@/lib/domain/transfers/create-transfer";
import { failTransfer } from "@/lib/domain/transfers/fail-transfer";
import { addDays, startOfDay, todayInSaoPaulo } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { type BalanceOperation } from "@/lib/schemas/balance";
import { listPayablesQuerySchema } from "@/lib/schemas/payables";
import { reportQuerySchema } from "@/lib/schemas/reconciliation";
import { makeCompany, txInput } from "@/lib/test/factories";
import { fundedCompany } from "@/lib/test/funded-company";

import { feesReport } from "./fees";
import { receivablesReport } from "./receivables";
import { reconciliationReport } from "./reconciliation-report";
import { reportCsv, reportXlsx } from "./report-files";
import { settlementsTable } from "./report-table";
import { settlementsReport } from "./settlements";
import { splitsReport } from "./splits";

// One company's month of sales, seeded through the domain verbs: a card in 3 installments split
// with a partner, a card refunded in part before it settled, a Pix, a boleto, and an anticipation
// of the card's last installment; then 31 days pass, so the cards' first installments settle.
type World = Awaited<ReturnType<typeof seed>>;

async function seed() {
  const { company, ownRecipientId } = await makeCompany();
  const companyId = company.id;
  const partner = await prisma.recipient.create({
    data: { companyId, legalName: "Parceiro Apiário", documentNumber: "52998224725", documentType: "cpf" },
  });
  await prisma.recipient.update({ where: { id: ownRecipientId }, data: { anticipatableVolumePercentage: 100 } });
  const create = (input: ReturnType<typeof txInput>) => createTransaction({ companyId, input });
  const split = await create(
    txInput("credit_card", {
      amount: 30000,
      installments: 3,
      items: [{ title: "Colmeia", unitPrice: 30000, quantity: 1, tangible: true }],
      splits: [{ recipientId: partner.id, amount: 12000, chargeProcessingFee: true }],
    }),
  );
  const refunded = await create(txInput("credit_card", { amount: 8000 }));
  await refundTransaction({ companyId, transactionId: refunded.id, amount: 3000 });
  const pix = await create(txInput("pix", { amount: 5000 }));
  await payTransaction({ companyId, transactionId: pix.id });
  const boleto = await create(txInput("boleto", { amount: 7000 }));
  await payTransaction({ companyId, transactionId: boleto.id });
  const own = await listPayables({
    companyId,
    query: listPayablesQuerySchema.parse({
      limit: "100",
      transactionId: String(split.id),
      recipientId: String(ownRecipientId),
    }),
  });
  await createAnticipation({ companyId, input: { payableIds: [own.data.find((p) => p.installment === 3)!.id] } });
  await advanceClock({ companyId, days: 31 });
  return {
    companyId,
    recipients: [ownRecipientId, partner.id],
    partnerId: partner.id,
    transactions: { split, refunded, pix, boleto },
  };
}

async function statement(w: World): Promise<BalanceOperation[]> {
  const all = [];
  for (const recipientId of w.recipients)
    all.push(...(await listBalanceOperations({ companyId: w.companyId, query: { limit: 100, recipientId } })).data);
  return all;
}

const sum = (xs: number[]) => xs.reduce((a, x) => a + x, 0);
const today = todayInSaoPaulo();
// the month before today through today: the sales, the settled installments, the anticipation
const period = reportQuerySchema.parse({ from: addDays(today, -40), to: today });
const inPeriod = (at: string) =>
  new Date(at) >= startOfDay(period.from) && new Date(at) < startOfDay(addDays(period.to, 1));

let w: World;
beforeAll(async () => {
  w = await seed();
}, 60_000);

describe("reconciliation reports tie to the statement (real database)", () => {
  it("settlements: the net that became available in the period is the statement's credits into available", async () => {
    const report = await settlementsReport({ companyId: w.companyId, query: period });
    const now = new Date();
    const ops = (await statement(w)).filter(
      (o) =>
        ["payment", "fee", "anticipation", "anticipation_fee"].includes(o.type) &&
        o.transactionId !== null &&
        o.refundId === null &&
        inPeriod(o.availableAt) &&
        new Date(o.availableAt) <= now,
    );
    expect(ops.length).toBeGreaterThan(0);
    expect(report.totals.net).toBe(sum(ops.map((o) => o.amount)));
    expect(report.totals.gross).toBe(
      sum(ops.filter((o) => ["payment", "anticipation"].includes(o.type)).map((o) => o.amount)),
    );
    expect(report.totals.net).toBe(report.totals.gross - report.totals.fees);
    // what settled: Pix, boleto, the refunded card's one installment and the split card's first,
    // and the anticipated third installment (its net, on the day it was anticipated)
    const methods = new Set(report.rows.map((r) => r.paymentMethod));
    expect(methods).toEqual(new Set(["credit_card", "pix", "boleto"]));
    expect(new Set(report.rows.map((r) => r.recipientId))).toEqual(new Set(w.recipients));
    // every day of the period is listed, and the days add up to the totals
    expect(report.days).toHaveLength(41);
    expect(sum(report.days.map((d) => d.net))).toBe(report.totals.net);
    // with no transfer yet, what the recipients have available is these settlements less the
    // refund already taken from them
    let available = 0;
    for (const recipientId of w.recipients)
      available += (await getRecipientBalance({ companyId: w.companyId, recipientId })).available;
    const refundsAvailable = sum(
      (await statement(w)).filter((o) => o.refundId !== null && new Date(o.availableAt) <= now).map((o) => o.amount),
    );
    expect(available).toBe(report.totals.net + refundsAvailable);
  });

  it("settlements by recipient: the partner's report is its own lines, and another company's recipient is a 404", async () => {
    const partner = await settlementsReport({ companyId: w.companyId, query: { ...period, recipientId: w.partnerId } });
    const all = await settlementsReport({ companyId: w.companyId, query: period });
    expect(partner.totals.net).toBe(sum(all.rows.filter((r) => r.recipientId === w.partnerId).map((r) => r.net)));
    expect(partner.rows.every((r) => r.recipientId === w.partnerId && r.recipientName === "Parceiro Apiário")).toBe(
      true,
    );
    const other = await makeCompany();
    await expect(
      settlementsReport({ companyId: other.company.id, query: { ...period, recipientId: w.partnerId } }),
    ).rejects.toMatchObject({ code: "not_found" });
  });

  it("fees: each month's fees are the fee lines the ledger recorded, refunds' returns and anticipation included", async () => {
    const report = await feesReport({ companyId: w.companyId, query: period });
    const ops = (await statement(w)).filter(
      (o) => ["fee", "anticipation_fee"].includes(o.type) && inPeriod(o.createdAt),
    );
    expect(report.totals.total).toBe(-sum(ops.map((o) => o.amount)));
    expect(report.totals.anticipationFees).toBeGreaterThan(0);
    expect(report.totals.anticipationFees).toBe(
      -sum(ops.filter((o) => o.type === "anticipation_fee").map((o) => o.amount)),
    );
    expect(sum(report.months.map((m) => m.total))).toBe(report.totals.total);
    const { split, refunded, pix, boleto } = w.transactions;
    // the refund gave back part of its card's fee: processing fees are less than the four sales' fees
    const charged = sum([split, refunded, pix, boleto].map((t) => t.fee.estimatedFee));
    expect(report.totals.processingFees).toBeLessThan(charged);
    expect(report.totals.processingByMethod.pix).toBe(pix.fee.estimatedFee);
    expect(report.totals.processingByMethod.boleto).toBe(boleto.fee.estimatedFee);
  });

  it("splits: each transaction's recipients add up to what was paid, the partner's share as its split rule said", async () => {
    const report = await splitsReport({ companyId: w.companyId, query: period });
    const byTx = new Map<number, number>();
    for (const r of report.rows) byTx.set(r.transactionId, (byTx.get(r.transactionId) ?? 0) + r.gross);
    expect(byTx.size).toBe(4);
    for (const r of report.rows)
      expect(byTx.get(r.transactionId), `transaction ${r.transactionId}`).toBe(r.transactionAmount);
    const partnerRow = report.rows.find((r) => r.recipientId === w.partnerId)!;
    expect(partnerRow).toMatchObject({ transactionId: w.transactions.split.id, gross: 12000 });
    expect(partnerRow.net).toBe(partnerRow.gross - partnerRow.fees);
    expect(sum(report.rows.map((r) => r.fees))).toBe(sum(Object.values(w.transactions).map((t) => t.fee.estimatedFee)));
    const onlyPartner = await splitsReport({ companyId: w.companyId, query: { ...period, recipientId: w.partnerId } });
    expect(onlyPartner.rows).toEqual([partnerRow]);
    expect(onlyPartner.byRecipient).toEqual([
      {
        recipientId: w.partnerId,
        recipientName: "Parceiro Apiário",
        gross: 12000,
        fees: partnerRow.fees,
        net: partnerRow.net,
      },
    ]);
  });

  it("receivables: the schedule is the payables still waiting, per day", async () => {
    const ahead = reportQuerySchema.parse({ from: today, to: addDays(today, 90) });
    const report = await receivablesReport({ companyId: w.companyId, query: ahead });
    let waiting = 0;
    let count = 0;
    for (const recipientId of w.recipients) {
      const list = await listPayables({
        companyId: w.companyId,
        query: listPayablesQuerySchema.parse({
          limit: "100",
          status: "waiting_funds",
          recipientId: String(recipientId),
        }),
      });
      waiting += sum(list.data.map((p) => p.netAmount));
      count += list.data.length;
      // an anticipated installment's lines still wait on its due date, but its anticipation line
      // takes its net off that date: the waiting funds are exactly the waiting payables
      const balance = await getRecipientBalance({ companyId: w.companyId, recipientId });
      expect(
        sum(report.rows.filter((r) => r.recipientId === recipientId).map((r) => r.net)),
        `recipient ${recipientId}`,
      ).toBe(balance.waitingFunds);
    }
    // the split card's second installment for both recipients, and the partner's third
    expect(count).toBe(3);
    expect(report.totals.net).toBe(waiting);
    expect(report.rows.every((r) => r.paymentMethod === "credit_card")).toBe(true);
    expect(report.totals.net).toBe(report.totals.gross - report.totals.fees);
  });

  it("CSV and XLSX hold the JSON's figures, the totals row included", async () => {
    const { json, table } = await reconciliationReport("settlements", { companyId: w.companyId, query: period });
    const report = json as Awaited<ReturnType<typeof settlementsReport>>;
    expect(table()).toEqual(settlementsTable(report));

    const csv = reportCsv(table());
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv
      .slice(1)
      .trimEnd()
      .split("\r\n")
      .map((l) => l.split(";"));
    expect(lines[0]).toEqual([
      "Disponível em",
      "Meio de pagamento",
      "Recebedor (ID)",
      "Recebedor",
      "Bruto (R$)",
      "Taxas (R$)",
      "Líquido (R$)",
    ]);
    const cents = (s: string) => Math.round(Number(s.replace(",", ".")) * 100);
    const body = lines.slice(1, -1);
    expect(body).toHaveLength(report.rows.length);
    expect(body.map((l) => cents(l[6]))).toEqual(report.rows.map((r) => r.net));
    expect(body[0][0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const total = lines.at(-1)!;
    expect([total[1], cents(total[4]), cents(total[5]), cents(total[6])]).toEqual([
      "Total",
      report.totals.gross,
      report.totals.fees,
      report.totals.net,
    ]);

    const book = new ExcelJS.Workbook();
    const file = await reportXlsx(table());
    await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(report.rows.length + 2);
    const moneyCell = sheet.getRow(2).getCell(7);
    expect(typeof moneyCell.value).toBe("number");
    expect(moneyCell.numFmt).toContain("R$");
    for (const [i, r] of report.rows.entries())
      expect(Math.round(Number(sheet.getRow(i + 2).getCell(7).value) * 100)).toBe(r.net);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(2).value).toBe("Total");
    expect([5, 6, 7].map((c) => Math.round(Number(last.getCell(c).value) * 100))).toEqual([
      report.totals.gross,
      report.totals.fees,
      report.totals.net,
    ]);
  });
});

describe("every report's files end with the JSON's totals", () => {
  const cents = (s: string) => Math.round(Number(s.replace(",", ".")) * 100);
  const lastLine = (csv: string) => csv.trimEnd().split("\r\n").at(-1)!.split(";");

  it("settlements, receivables, splits: gross, fees and net; fees: each kind and the total", async () => {
    const query = reportQuerySchema.parse({ from: addDays(today, -40), to: addDays(today, 90) });
    for (const kind of ["settlements", "receivables", "splits", "fees"] as const) {
      const { json, table } = await reconciliationReport(kind, { companyId: w.companyId, query });
      const totals = (json as { totals: Record<string, number> }).totals;
      const wanted =
        kind === "fees"
          ? [totals.processingFees, totals.anticipationFees, totals.transferFees, totals.total]
          : [totals.gross, totals.fees, totals.net];
      expect(
        wanted.some((v) => v !== 0),
        kind,
      ).toBe(true);
      const csvTotals = lastLine(reportCsv(table())).slice(-wanted.length).map(cents);
      expect(csvTotals, `${kind} CSV`).toEqual(wanted);
      const book = new ExcelJS.Workbook();
      const file = await reportXlsx(table());
      await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
      const sheet = book.worksheets[0];
      const row = sheet.getRow(sheet.rowCount);
      const cells = wanted.map((_, i) => row.getCell(sheet.columnCount - wanted.length + 1 + i).value);
      expect(
        cells.map((v) => Math.round(Number(v) * 100)),
        `${kind} XLSX`,
      ).toEqual(wanted);
    }
  });
});

describe("the fees report's transfer fees (real database)", () => {
  it("counts a transfer's fee in its month, and a failed transfer's fee not at all (it came back)", async () => {
    const { companyId, recipientId } = await fundedCompany();
    await prisma.company.update({
      where: { id: companyId },
      data: {
        pricing: { ...DEFAULT_PRICING, transfer: { bank_account: { fixedAmount: 367 }, pix: { fixedAmount: 0 } } },
      },
    });
    const kept = await createTransfer({ companyId, input: { recipientId, amount: 3000 } });
    const failed = await createTransfer({ companyId, input: { recipientId, amount: 2000 } });
    expect(kept.fee).toBe(367);
    await failTransfer({ companyId, transferId: failed.id, reason: "test" });
    const today = todayInSaoPaulo();
    const report = await feesReport({ companyId, query: reportQuerySchema.parse({ from: today, to: today }) });
    expect(report.totals.transferFees).toBe(kept.fee);
    const fees = await prisma.ledgerEntry.aggregate({
      where: { recipientId, type: "fee", transferId: { not: null } },
      _sum: { amount: true },
    });
    expect(report.totals.transferFees).toBe(-(fees._sum.amount ?? 0));
  });
});
