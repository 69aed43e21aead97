import { randomInt } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { parseCobrancaRetorno } from "@/lib/formats/cnab240/cobranca";
import { buildCobrancaRetorno } from "@/lib/formats/cnab240/cobranca";
import { splitFile } from "@/lib/formats/cnab240/fields";
import { addDays, todayInSaoPaulo } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { useBoletoRail } from "@/lib/rails";
import { createCnab240BoletoRail } from "@/lib/rails/boleto/cnab240-rail";
import { SANDBOX_AGREEMENT } from "@/lib/rails/boleto/sandbox-bank";
import { createTransactionSchema } from "@/lib/schemas/transactions";
import { makeCompany, txInput } from "@/lib/test/factories";

import { createTransaction } from "../transactions/create-transaction";
import { expireTransaction } from "../transactions/expire-transaction";
import { getTransaction } from "../transactions/get-transaction";
import { payTransaction } from "../transactions/pay-transaction";
import { generateRemessa, getBoletoFile, importRetorno, listBoletoFiles, nextRetornoSequence } from "./boleto-files";
import { changeBoletoDueDate } from "./change-due-date";

// Boletos through CNAB 240 files on a real database (docs/rails.md, Boleto rail): numbered by the
// agreement's gapless sequence, registered by a remessa, settled by the built-in bank's retornos
// through the same import a bank's file takes — idempotent, atomic, judged with discount, fine and
// interest.

afterEach(() => useBoletoRail(null));

const boleto = (companyId: number, extra: Record<string, unknown> = {}, customer?: Record<string, unknown>) =>
  createTransaction({
    companyId,
    input: createTransactionSchema.parse({
      ...txInput("boleto"),
      ...(customer && { customer: { ...txInput("boleto").customer, ...customer } }),
      boleto: { expiresInDays: 3, ...extra },
    }),
  });

/** A retorno of the built-in bank's agreement in which boleto `t` is paid in full today. */
const paidInFull = ({
  company,
  title,
  t,
  sequence,
}: {
  company: { documentNumber: string };
  title: { sequence: bigint };
  t: { id: number; boleto: { expirationDate: string } | null };
  sequence: number;
}) =>
  buildCobrancaRetorno({
    agreement: {
      ...SANDBOX_AGREEMENT,
      beneficiary: { name: "X", documentType: "cnpj", document: company.documentNumber },
    },
    sequence,
    createdAt: new Date(),
    occurrences: [
      {
        nossoNumero: String(title.sequence),
        documentNumber: String(t.id),
        movementCode: "06",
        dueDate: t.boleto!.expirationDate,
        amount: 10000,
        paidAmount: 10000,
        occurrenceDate: todayInSaoPaulo(),
      },
    ],
  });

const titleOf = (transactionId: number) => prisma.boletoTitle.findUniqueOrThrow({ where: { transactionId } });

describe("boleto numbers (real database)", () => {
  it("nosso números are gapless and unique when boletos are issued in parallel", async () => {
    // an agreement of its own, so no other test takes its numbers
    useBoletoRail(createCnab240BoletoRail({ ...SANDBOX_AGREEMENT, account: String(randomInt(10_000, 99_999)) }, false));
    const { company } = await makeCompany();
    const made = await Promise.all(Array.from({ length: 12 }, () => boleto(company.id)));
    const sequences = (await Promise.all(made.map((t) => titleOf(t.id))))
      .map((t) => Number(t.sequence))
      .sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // the barcode carries the number: Banco do Brasil, convênio of 7 digits + the sequence
    for (const t of made) {
      expect(t.boleto!.barcode.slice(0, 3)).toBe("001");
      expect(t.boleto!.nossoNumero).toMatch(/^1234567\d{10}$/);
    }
    expect(new Set(made.map((t) => t.boleto!.barcode)).size).toBe(12);
  });
});

describe("remessa and retorno with the built-in bank (real database)", () => {
  it("a remessa carries each new boleto once; the bank's retorno confirms them; the same file again changes nothing", async () => {
    const { company } = await makeCompany();
    const a = await boleto(company.id);
    const b = await boleto(company.id, { fine: { percentage: 2 }, interest: { monthlyPercentage: 1 } });
    const remessa = (await generateRemessa({ companyId: company.id }))!;
    expect(remessa).toMatchObject({ kind: "remessa", recordCount: 2 + 2 + 3 + 2 });
    expect(await generateRemessa({ companyId: company.id })).toBeNull();

    const { content } = await getBoletoFile({ companyId: company.id, fileId: remessa.id });
    expect(content.endsWith("\r\n")).toBe(true);
    expect(splitFile(content).every((l) => l.length === 240 && /^[\x20-\x7e]+$/.test(l))).toBe(true);
    expect((await getBoletoFile({ companyId: company.id, fileId: remessa.id })).content).toBe(content);

    const files = await listBoletoFiles({ companyId: company.id });
    expect(files.map((f) => [f.kind, f.summary?.confirmed ?? null])).toEqual([
      ["retorno", 2],
      ["remessa", null],
    ]);
    expect((await titleOf(a.id)).registration).toBe("registered");
    expect((await titleOf(b.id)).registration).toBe("registered");

    const retorno = await getBoletoFile({ companyId: company.id, fileId: files[0].id });
    const again = await importRetorno({ companyId: company.id, content: retorno.content });
    expect(again).toMatchObject({ imported: false, file: { id: files[0].id } });
    expect(await listBoletoFiles({ companyId: company.id })).toHaveLength(2);
  });

  it("a payment in the bank's retorno settles through the ledger; short is partially_paid", async () => {
    const { company } = await makeCompany();
    const full = await boleto(company.id);
    const short = await boleto(company.id);
    expect(await payTransaction({ companyId: company.id, transactionId: full.id })).toMatchObject({
      status: "paid",
      paidAmount: 10000,
    });
    expect(await payTransaction({ companyId: company.id, transactionId: short.id, amount: 6000 })).toMatchObject({
      status: "partially_paid",
      paidAmount: 6000,
    });
    expect(await prisma.ledgerEntry.count({ where: { transactionId: full.id } })).toBeGreaterThan(0);
    expect(await titleOf(full.id)).toMatchObject({ paidAmount: 10000 });
    // remessa (both), the bank's confirmation, and one retorno per payment
    const kinds = (await listBoletoFiles({ companyId: company.id })).map((f) => f.kind).reverse();
    expect(kinds).toEqual(["remessa", "retorno", "retorno", "retorno"]);
  });

  it("judges the amount due: the discount before its date settles in full; after the due date fine and interest are due", async () => {
    const { company } = await makeCompany();
    const today = todayInSaoPaulo();
    const discounted = await boleto(company.id, { discount: { amount: 500, until: today } });
    expect(discounted.boleto!.instructions).toMatch(/desconto de R\$\s5,00/);
    expect(await payTransaction({ companyId: company.id, transactionId: discounted.id, amount: 9500 })).toMatchObject({
      status: "paid",
      paidAmount: 9500,
    });

    const late = await boleto(company.id, { fine: { percentage: 2 }, interest: { amountPerDay: 10 } });
    const dueDate = late.boleto!.expirationDate;
    const tenDaysLate = new Date(`${addDays(dueDate, 10)}T15:00:00Z`);
    // the amount alone no longer settles it ten days late: 200 of fine and 100 of interest are due
    expect(
      await payTransaction({ companyId: company.id, transactionId: late.id, amount: 10000, now: tenDaysLate }),
    ).toMatchObject({ status: "partially_paid" });
    const lateToo = await boleto(company.id, { fine: { amount: 200 }, interest: { amountPerDay: 10 } });
    const paid = await payTransaction({
      companyId: company.id,
      transactionId: lateToo.id,
      amount: 10300,
      now: new Date(`${addDays(lateToo.boleto!.expirationDate, 10)}T15:00:00Z`),
    });
    // overpaid against the amount: what arrived is recorded
    expect(paid).toMatchObject({ status: "paid", paidAmount: 10300 });
  });

  it("a discount after the due date, or worth the whole amount, is a 400 and nothing is stored", async () => {
    const { company } = await makeCompany();
    const late = addDays(todayInSaoPaulo(), 10);
    await expect(boleto(company.id, { discount: { amount: 100, until: late } })).rejects.toMatchObject({
      code: "bad_request",
      details: { issues: [{ path: "boleto.discount.until" }] },
    });
    await expect(boleto(company.id, { discount: { amount: 10000, until: todayInSaoPaulo() } })).rejects.toMatchObject({
      code: "bad_request",
    });
    expect(() =>
      createTransactionSchema.parse({ ...txInput("boleto"), boleto: { fine: { amount: 100, percentage: 2 } } }),
    ).toThrow(/exactly one/);
    expect(await prisma.transaction.count({ where: { companyId: company.id } })).toBe(0);
  });

  it("the bank rejects a registration: the transaction is refused with its reason", async () => {
    const { company } = await makeCompany();
    const t = await boleto(company.id, {}, { name: "Recusar Pagador" });
    await generateRemessa({ companyId: company.id });
    expect(await getTransaction({ companyId: company.id, transactionId: t.id })).toMatchObject({
      status: "refused",
      refusedReason: "boleto_rejected",
    });
    expect((await titleOf(t.id)).registration).toBe("rejected");
  });

  it("an expired boleto is written off at the bank in the next remessa, and the bank's 09 comes back", async () => {
    const { company } = await makeCompany();
    const t = await boleto(company.id);
    const first = (await generateRemessa({ companyId: company.id }))!;
    expect(await expireTransaction({ companyId: company.id, transactionId: t.id })).toMatchObject({
      status: "canceled",
    });
    expect((await titleOf(t.id)).registration).toBe("written_off");
    const [retorno, remessa] = await listBoletoFiles({ companyId: company.id });
    expect(remessa).toMatchObject({ kind: "remessa", sequence: first.sequence + 1 });
    expect(retorno.summary).toMatchObject({ writtenOff: 1 });
  });

  it("an invalid retorno is refused whole with its line and field, and changes nothing; another company's import of it leaves this one's boleto", async () => {
    const { company } = await makeCompany();
    const t = await boleto(company.id);
    await generateRemessa({ companyId: company.id });
    const title = await titleOf(t.id);
    const good = paidInFull({ company, title, t, sequence: await nextRetornoSequence() });
    expect(parseCobrancaRetorno(good).occurrences).toHaveLength(1);
    const lines = good.split("\r\n");
    const broken = [
      ...lines.slice(0, 3),
      lines[3].slice(0, 100) + "X".repeat(15) + lines[3].slice(115),
      ...lines.slice(4),
    ].join("\r\n");
    const before = await listBoletoFiles({ companyId: company.id });
    await expect(importRetorno({ companyId: company.id, content: broken })).rejects.toMatchObject({
      code: "invalid_file",
      details: { line: 4 },
    });
    // another company of the instance imports it (one convênio, one retorno for all): the line is
    // not its boleto's, only counted, and nothing of this company's changes
    const other = await makeCompany();
    expect(await importRetorno({ companyId: other.company.id, content: good })).toMatchObject({
      imported: true,
      file: { summary: { paid: 0, otherCompanies: 1, unknown: 0 } },
    });
    expect(await listBoletoFiles({ companyId: company.id })).toEqual(before);
    expect((await getTransaction({ companyId: company.id, transactionId: t.id })).status).toBe("waiting_payment");
    // the good one pays it, once
    expect(await importRetorno({ companyId: company.id, content: good })).toMatchObject({ imported: true });
    const [first, second] = await Promise.all([
      importRetorno({ companyId: company.id, content: good }),
      importRetorno({ companyId: company.id, content: good }),
    ]);
    expect([first.imported, second.imported]).toEqual([false, false]);
    expect((await getTransaction({ companyId: company.id, transactionId: t.id })).status).toBe("paid");
    expect(await prisma.ledgerEntry.count({ where: { transactionId: t.id, amount: { gt: 0 } } })).toBeGreaterThan(0);
  });

  it("the same new retorno imported twice at the same moment is applied once", async () => {
    const { company } = await makeCompany();
    const t = await boleto(company.id);
    await generateRemessa({ companyId: company.id });
    const title = await titleOf(t.id);
    const content = paidInFull({ company, title, t, sequence: 77 });
    const results = await Promise.all([1, 2, 3].map(() => importRetorno({ companyId: company.id, content })));
    expect(results.filter((r) => r.imported)).toHaveLength(1);
    expect(new Set(results.map((r) => r.file.id)).size).toBe(1);
    const paid = await getTransaction({ companyId: company.id, transactionId: t.id });
    expect(paid).toMatchObject({ status: "paid", paidAmount: 10000 });
    const credits = await prisma.ledgerEntry.findMany({ where: { transactionId: t.id } });
    expect(credits.length).toBeGreaterThan(0);
    expect(await prisma.boletoFile.count({ where: { companyId: company.id, kind: "retorno", sequence: 77 } })).toBe(1);
  });

  it("a new due date moves the barcode and goes to the bank: with the registration if unsent, else as movement 06", async () => {
    const { company } = await makeCompany();
    const t = await boleto(company.id);
    const later = addDays(todayInSaoPaulo(), 10);
    // not sent yet: the registration carries the new date
    const moved = await changeBoletoDueDate({ companyId: company.id, transactionId: t.id, dueDate: later });
    expect(moved.boleto).toMatchObject({ expirationDate: later, nossoNumero: t.boleto!.nossoNumero });
    expect(moved.boleto!.barcode).not.toBe(t.boleto!.barcode);
    expect(await prisma.boletoMovement.findMany({ where: { transactionId: t.id } })).toMatchObject([
      { kind: "register", dueDate: later },
    ]);
    await generateRemessa({ companyId: company.id });
    // registered: the change is a movement of its own in the next remessa, answered by the bank
    const again = addDays(todayInSaoPaulo(), 20);
    await changeBoletoDueDate({ companyId: company.id, transactionId: t.id, dueDate: again });
    expect(await prisma.boletoMovement.findMany({ where: { transactionId: t.id, fileId: null } })).toMatchObject([
      { kind: "change_due_date", dueDate: again },
    ]);
    const remessa = (await generateRemessa({ companyId: company.id }))!;
    const { content } = await getBoletoFile({ companyId: company.id, fileId: remessa.id });
    const p = splitFile(content).find((l) => l[13] === "P")!;
    expect(p.slice(15, 17)).toBe("06");
    expect(p.slice(77, 85)).toBe(again.split("-").reverse().join(""));
    // refused: a past or too distant date, a paid boleto
    await expect(
      changeBoletoDueDate({ companyId: company.id, transactionId: t.id, dueDate: todayInSaoPaulo() }),
    ).rejects.toMatchObject({ code: "bad_request", details: { issues: [{ path: "dueDate" }] } });
    await payTransaction({ companyId: company.id, transactionId: t.id });
    await expect(
      changeBoletoDueDate({ companyId: company.id, transactionId: t.id, dueDate: again }),
    ).rejects.toMatchObject({ code: "invalid_state" });
  });
  it("remessas are numbered per agreement across companies, in order and without gaps, each company seeing its own", async () => {
    // an agreement of its own, so no other test takes its numbers
    useBoletoRail(createCnab240BoletoRail({ ...SANDBOX_AGREEMENT, account: String(randomInt(10_000, 99_999)) }, false));
    const companies = await Promise.all([makeCompany(), makeCompany(), makeCompany()]);
    for (const { company } of companies) await boleto(company.id);
    const files = await Promise.all(companies.map(({ company }) => generateRemessa({ companyId: company.id })));
    expect(files.map((f) => f!.sequence).sort()).toEqual([1, 2, 3]);
    // the file header carries it (positions 158-163)
    for (const [i, { company }] of companies.entries()) {
      const { content } = await getBoletoFile({ companyId: company.id, fileId: files[i]!.id });
      expect(Number(content.slice(157, 163))).toBe(files[i]!.sequence);
      expect(await listBoletoFiles({ companyId: company.id })).toEqual([files[i]]);
    }
    // the next one of the first company follows the agreement's last, not its own
    const [a] = companies;
    await boleto(a.company.id);
    expect(await generateRemessa({ companyId: a.company.id })).toMatchObject({ sequence: 4 });
  });
});
