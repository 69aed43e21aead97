import { afterEach, describe, expect, it } from "vitest";

import { balanceOf } from "@/lib/domain/ledger/balance";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { DEFAULT_PRICING } from "@/lib/domain/pricing/fees";
import { splitFile } from "@/lib/formats/cnab240/fields";
import { buildPagamentosRetorno, parsePagamentosRetorno } from "@/lib/formats/cnab240/pagamentos-retorno";
import { prisma } from "@/lib/platform/db";
import type { PayoutAccountSettings } from "@/lib/platform/env";
import { usePayoutRail } from "@/lib/rails";
import { createCnab240PayoutRail } from "@/lib/rails/payout/cnab240-rail";
import { fundedCompany } from "@/lib/test/funded-company";

import { createTransfer } from "../transfers/create-transfer";
import { failTransfer } from "../transfers/fail-transfer";
import { settleTransfer } from "../transfers/settle-transfer";
import { generatePayoutRemessa, getPayoutFile, importPayoutRetorno, listPayoutFiles } from "./payout-files";

// Transfers out through CNAB 240 payment files on a real database (docs/rails.md, Payout rail): a
// remessa carries each transfer once; the retorno settles it (success, with the bank's
// authentication), leaves it processing (accepted) or fails it with the money and fee back in the same
// commit; imports are idempotent and atomic; the ledger stays consistent.

afterEach(() => usePayoutRail(null));

const funded = () => fundedCompany();

const account = (accountNumber: string) => ({
  bankCode: "341",
  agencyNumber: "0001",
  accountNumber,
  accountDigit: "7",
  type: "conta_corrente" as const,
});

const statusOf = async (id: number) => prisma.transfer.findUniqueOrThrow({ where: { id } });

describe("payment files with the built-in bank (real database)", () => {
  it("a remessa carries each transfer once; the bank's retorno pays one and rejects the account ending in 9, whose money comes back", async () => {
    const { companyId, recipientId } = await funded();
    const before = await balanceOf(prisma, recipientId);
    const good = await createTransfer({ companyId, input: { recipientId, amount: 3000 } });
    const bad = await createTransfer({
      companyId,
      input: { recipientId, amount: 2000, bankAccount: account("123459") },
    });
    const pix = await createTransfer({ companyId, input: { recipientId, amount: 1000, pixKey: "loja@example.com" } });
    expect((await statusOf(good.id)).status).toBe("processing");

    const files = await generatePayoutRemessa({ companyId });
    expect(files).toHaveLength(1); // Banco do Brasil takes Pix in the same file
    expect(await generatePayoutRemessa({ companyId })).toEqual([]);
    const { content } = await getPayoutFile({ companyId, fileId: files[0].id });
    expect(content.endsWith("\r\n")).toBe(true);
    expect(splitFile(content).every((l) => l.length === 240)).toBe(true);

    expect(await statusOf(good.id)).toMatchObject({
      status: "success",
      bankAuthentication: expect.stringMatching(/^SANDBOX/),
    });
    expect(await statusOf(pix.id)).toMatchObject({ status: "success" });
    expect(await statusOf(bad.id)).toMatchObject({
      status: "failed",
      failReason: expect.stringMatching(/invalid recipient account/),
    });
    const after = await balanceOf(prisma, recipientId);
    // the rejected transfer and its fee are available again; the paid ones are transferred
    expect(after.available).toBe(before.available - 3000 - good.fee - 1000 - pix.fee);
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);
    const [retorno] = await listPayoutFiles({ companyId });
    expect(retorno).toMatchObject({ kind: "retorno", summary: { paid: 2, rejected: 1 } });

    // the same retorno again changes nothing
    const again = await importPayoutRetorno({
      companyId,
      content: (await getPayoutFile({ companyId, fileId: retorno.id })).content,
    });
    expect(again).toMatchObject({ imported: false, file: { id: retorno.id } });
    expect((await balanceOf(prisma, recipientId)).available).toBe(after.available);
  });
});

describe("money held and returned under parallel transfers (real database)", () => {
  it("eight transfers made at once: the paid ones leave, the rejected ones come back with their fees, the ledger agrees", async () => {
    const { companyId, recipientId } = await funded();
    const before = await balanceOf(prisma, recipientId);
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createTransfer({
          companyId,
          // every other one to an account the bank does not have (ending in 9)
          input: { recipientId, amount: 1000 + i, bankAccount: account(i % 2 === 1 ? "123459" : "123456") },
        }),
      ),
    );
    const held = made.reduce((sum, t) => sum + t.amount + t.fee, 0);
    expect((await balanceOf(prisma, recipientId)).available).toBe(before.available - held);
    await generatePayoutRemessa({ companyId });
    const rows = await prisma.transfer.findMany({
      where: { id: { in: made.map((t) => t.id) } },
      orderBy: { id: "asc" },
    });
    const paid = rows.filter((t) => t.status === "success");
    expect(paid).toHaveLength(4);
    expect(rows.filter((t) => t.status === "failed")).toHaveLength(4);
    const left = paid.reduce((sum, t) => sum + t.amount + t.fee, 0);
    expect((await balanceOf(prisma, recipientId)).available).toBe(before.available - left);
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);
  });
});

const itau = { bank: "341" as const, agency: "0057", account: "12345", accountDigit: "7" };

/** The Itaú retorno of transfers to the stored account: each with its occurrence codes. */
type Result = { id: number; amount: number; codes: string[]; pixKey?: string };

/** A bank's retorno of transfers (to the stored account, or to `pixKey`): each with its occurrence codes. */
const retornoOf = (paying: PayoutAccountSettings, document: string, sequence: number, results: Result[]) =>
  buildPagamentosRetorno({
    account: { ...paying, company: { name: "Loja", documentType: "cnpj", document } },
    sequence,
    createdAt: new Date(),
    results: results.map(({ id, amount, codes, pixKey }) => ({
      order: {
        ourNumber: String(id),
        amount,
        paymentDate: "2026-11-27",
        payee: { name: "Loja", documentType: "cnpj", document },
        destination: pixKey
          ? { kind: "pix_key", keyType: "cpf_cnpj", key: pixKey }
          : {
              kind: "account",
              bank: "341",
              agency: "0001",
              account: "123456",
              accountDigit: "7",
              accountType: "checking",
            },
      },
      occurrences: codes,
      ...(codes[0] === "00" && { effectiveDate: "2026-11-27", bankAuthentication: `AUT${id}` }),
    })),
  });

const itauRetorno = (document: string, sequence: number, results: Result[]) =>
  retornoOf(itau, document, sequence, results);

describe("a transfer's money is held in transit until the retorno (real database)", () => {
  it("not available, not transferred while processing; transferred once paid; available again with its fee once rejected", async () => {
    usePayoutRail(createCnab240PayoutRail(itau));
    const { companyId, recipientId, document } = await funded();
    await prisma.company.update({
      where: { id: companyId },
      data: {
        pricing: { ...DEFAULT_PRICING, transfer: { bank_account: { fixedAmount: 367 }, pix: { fixedAmount: 0 } } },
      },
    });
    const before = await balanceOf(prisma, recipientId);
    const paid = await createTransfer({ companyId, input: { recipientId, amount: 3000 } });
    const refused = await createTransfer({ companyId, input: { recipientId, amount: 2000 } });
    expect(paid.fee).toBe(367);

    // taken from available (with the fees), held in transit, not transferred
    expect(await balanceOf(prisma, recipientId)).toMatchObject({
      available: before.available - 5000 - 2 * 367,
      inTransit: 5000,
      transferred: before.transferred,
    });
    await generatePayoutRemessa({ companyId });
    expect(await balanceOf(prisma, recipientId)).toMatchObject({ inTransit: 5000, transferred: before.transferred });
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);

    await importPayoutRetorno({
      companyId,
      content: itauRetorno(document, 1, [
        { id: paid.id, amount: 3000, codes: ["00"] },
        { id: refused.id, amount: 2000, codes: ["AN"] },
      ]),
    });
    expect(await statusOf(paid.id)).toMatchObject({ status: "success" });
    expect(await statusOf(refused.id)).toMatchObject({ status: "failed" });
    // the paid one is transferred; the refused one is available again, its fee too
    expect(await balanceOf(prisma, recipientId)).toMatchObject({
      available: before.available - 3000 - 367,
      inTransit: 0,
      transferred: before.transferred + 3000,
    });
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);
  });
});

describe("one order the layout cannot carry (real database)", () => {
  it("is refused at creation with 422 payout_destination_unsupported, nothing debited", async () => {
    usePayoutRail(createCnab240PayoutRail(itau));
    const { companyId, recipientId } = await funded();
    const before = await balanceOf(prisma, recipientId);
    // Itaú to Itaú: the account field holds 6 digits
    await expect(
      createTransfer({ companyId, input: { recipientId, amount: 1000, bankAccount: account("1234567") } }),
    ).rejects.toMatchObject({
      code: "payout_destination_unsupported",
      message: expect.stringMatching(/bank 341 .*destination\.account/),
      details: { field: "bankAccount" },
    });
    expect(await prisma.transfer.count({ where: { companyId } })).toBe(0);
    expect(await balanceOf(prisma, recipientId)).toEqual(before);
  });

  it("fails alone at the remessa (amount and fee back, event); the others are filed", async () => {
    usePayoutRail(createCnab240PayoutRail(itau));
    const { companyId, recipientId } = await funded();
    const before = await balanceOf(prisma, recipientId);
    const good = await createTransfer({ companyId, input: { recipientId, amount: 3000 } });
    const bad = await createTransfer({
      companyId,
      input: { recipientId, amount: 2000, bankAccount: account("654321") },
    });
    // an account stored before the check at creation existed: 13 digits, too long for the layout
    const { bankAccountId } = await statusOf(bad.id);
    await prisma.bankAccount.update({ where: { id: bankAccountId! }, data: { accountNumber: "1234567890123" } });

    const files = await generatePayoutRemessa({ companyId });
    expect(files).toHaveLength(1);
    expect((await statusOf(good.id)).payoutFileId).toBe(files[0].id);
    expect(await statusOf(bad.id)).toMatchObject({
      status: "failed",
      payoutFileId: null,
      failReason: expect.stringMatching(/cannot carry this destination.*account/),
    });
    const content = (await getPayoutFile({ companyId, fileId: files[0].id })).content;
    // one segment A (record type 3 at position 8, segment at 14): the good order only
    expect(splitFile(content).filter((l) => l[7] === "3" && l[13] === "A")).toHaveLength(1);
    expect(await balanceOf(prisma, recipientId)).toMatchObject({
      available: before.available - 3000,
      inTransit: 3000,
    });
    const events = await prisma.event.findMany({ where: { companyId, objectId: bad.id, objectType: "transfer" } });
    expect(events.map((e) => e.type)).toEqual(["transfer.processing", "transfer.failed"]);
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);
    // the next remessa has nothing left
    expect(await generatePayoutRemessa({ companyId })).toEqual([]);
  });
});

describe("the sandbox actions and a filed transfer (real database)", () => {
  it("settle and fail refuse a transfer a remessa carries (422 invalid_state); an unfiled one still answers", async () => {
    usePayoutRail(createCnab240PayoutRail(itau));
    const { companyId, recipientId } = await funded();
    const filed = await createTransfer({ companyId, input: { recipientId, amount: 1000 } });
    const [file] = await generatePayoutRemessa({ companyId });
    const unfiled = await createTransfer({ companyId, input: { recipientId, amount: 500 } });
    const refused = { code: "invalid_state", details: { payoutFileId: file.id } };
    await expect(settleTransfer({ companyId, transferId: filed.id })).rejects.toMatchObject(refused);
    await expect(failTransfer({ companyId, transferId: filed.id })).rejects.toMatchObject(refused);
    expect(await statusOf(filed.id)).toMatchObject({ status: "processing", payoutFileId: file.id });
    expect(await settleTransfer({ companyId, transferId: unfiled.id })).toMatchObject({ status: "success" });
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);
  });
});

describe("an occurrence code no table knows (real database)", () => {
  it("leaves the transfer processing, counted as unknown in the import's summary; a later retorno settles it", async () => {
    usePayoutRail(createCnab240PayoutRail(itau));
    const { companyId, recipientId, document } = await funded();
    const t = await createTransfer({ companyId, input: { recipientId, amount: 1500 } });
    await generatePayoutRemessa({ companyId });
    const { file } = await importPayoutRetorno({
      companyId,
      content: itauRetorno(document, 1, [{ id: t.id, amount: 1500, codes: ["Q7"] }]),
    });
    expect(file.summary).toEqual({ paid: 0, accepted: 0, rejected: 0, other: 0, unknown: 1 });
    expect(await statusOf(t.id)).toMatchObject({ status: "processing" });
    await importPayoutRetorno({
      companyId,
      content: itauRetorno(document, 2, [{ id: t.id, amount: 1500, codes: ["00"] }]),
    });
    expect(await statusOf(t.id)).toMatchObject({ status: "success" });
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);
  });
});

describe("file numbers per paying account (real database)", () => {
  it("two companies paid from one account: one file each, numbered in one sequence, also when made at once", async () => {
    usePayoutRail(createCnab240PayoutRail(itau));
    const a = await funded();
    const b = await funded();
    const first = await createTransfer({ companyId: a.companyId, input: { recipientId: a.recipientId, amount: 1000 } });
    const [fileA] = await generatePayoutRemessa({ companyId: a.companyId });
    await createTransfer({ companyId: b.companyId, input: { recipientId: b.recipientId, amount: 2000 } });
    const [fileB] = await generatePayoutRemessa({ companyId: b.companyId });
    expect(fileB.sequence).toBe(fileA.sequence + 1);
    expect((await statusOf(first.id)).payoutFileId).toBe(fileA.id);

    // both at once: still distinct, increasing numbers, each company's transfers in its own file
    const ta = await createTransfer({ companyId: a.companyId, input: { recipientId: a.recipientId, amount: 1100 } });
    const tb = await createTransfer({ companyId: b.companyId, input: { recipientId: b.recipientId, amount: 2200 } });
    const [[ra], [rb]] = await Promise.all([
      generatePayoutRemessa({ companyId: a.companyId }),
      generatePayoutRemessa({ companyId: b.companyId }),
    ]);
    expect([ra.sequence, rb.sequence].sort((x, y) => x - y)).toEqual([fileB.sequence + 1, fileB.sequence + 2]);
    expect((await statusOf(ta.id)).payoutFileId).toBe(ra.id);
    expect((await statusOf(tb.id)).payoutFileId).toBe(rb.id);
    // the company's file lists stay its own
    const listed = (await listPayoutFiles({ companyId: a.companyId })).map((f) => f.id);
    expect(listed.sort((x, y) => x - y)).toEqual([fileA.id, ra.id].sort((x, y) => x - y));
  });
});

describe("payment files at Itaú (real database)", () => {
  it("Pix orders go in a file of their own; the bank's retorno: paid, accepted (still processing), rejected; atomic and idempotent", async () => {
    usePayoutRail(createCnab240PayoutRail(itau));
    const { companyId, recipientId, document } = await funded();
    const ted = await createTransfer({ companyId, input: { recipientId, amount: 3000 } });
    const later = await createTransfer({ companyId, input: { recipientId, amount: 2500 } });
    // a CNPJ key names its holder: no DICT lookup needed (a CNAB file cannot make one)
    const pix = await createTransfer({ companyId, input: { recipientId, amount: 1000, pixKey: document } });
    expect((await statusOf(ted.id)).railProvider).toBe("cnab240");

    const files = await generatePayoutRemessa({ companyId });
    expect(files.map((f) => [f.kind, f.status])).toEqual([
      ["remessa", "generated"],
      ["remessa", "generated"],
    ]);
    const remessa = (await getPayoutFile({ companyId, fileId: files[0].id })).content;
    expect(remessa.slice(0, 3)).toBe("341");
    expect((await statusOf(ted.id)).payoutFileId).toBe(files[0].id);
    expect((await statusOf(pix.id)).payoutFileId).toBe(files[1].id);

    const paying = { ...itau, company: { name: "Loja", documentType: "cnpj" as const, document } };
    const orderOf = (id: number, amount: number) => ({
      ourNumber: String(id),
      amount,
      paymentDate: "2026-11-27",
      payee: { name: "Loja", documentType: "cnpj" as const, document },
      destination: {
        kind: "account" as const,
        bank: "341",
        agency: "0001",
        account: "123456",
        accountDigit: "7",
        accountType: "checking" as const,
      },
    });
    const content = buildPagamentosRetorno({
      account: paying,
      sequence: 1,
      createdAt: new Date(),
      results: [
        {
          order: orderOf(ted.id, 3000),
          occurrences: ["00"],
          effectiveDate: "2026-11-27",
          bankAuthentication: "AUT123",
        },
        { order: orderOf(later.id, 2500), occurrences: ["BD"] },
      ],
    });
    expect(parsePagamentosRetorno(content).orders).toHaveLength(2);

    // a broken line: refused whole, nothing changes
    const lines = content.split("\r\n");
    const broken = [
      ...lines.slice(0, 2),
      lines[2].slice(0, 120) + "X".repeat(15) + lines[2].slice(135),
      ...lines.slice(3),
    ].join("\r\n");
    await expect(importPayoutRetorno({ companyId, content: broken })).rejects.toMatchObject({
      code: "invalid_file",
      details: { line: 3 },
    });
    expect((await statusOf(ted.id)).status).toBe("processing");

    const [first, second] = await Promise.all([
      importPayoutRetorno({ companyId, content }),
      importPayoutRetorno({ companyId, content }),
    ]);
    expect([first.imported, second.imported].sort()).toEqual([false, true]);
    expect(await statusOf(ted.id)).toMatchObject({ status: "success", bankAuthentication: "AUT123" });
    expect((await statusOf(later.id)).status).toBe("processing");

    const rejected = buildPagamentosRetorno({
      account: paying,
      sequence: 2,
      createdAt: new Date(),
      results: [{ order: orderOf(later.id, 2500), occurrences: ["AN"] }],
    });
    await importPayoutRetorno({ companyId, content: rejected });
    expect((await statusOf(later.id)).status).toBe("failed");
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);

    // a retorno naming a transfer this company never sent is refused
    const other = await funded();
    await expect(importPayoutRetorno({ companyId: other.companyId, content: rejected })).rejects.toMatchObject({
      code: "invalid_file",
      details: { field: "ourNumber" },
    });
  });
});

describe("a retorno whose second order fails (real database)", () => {
  it("rolls the whole import back: the first order's payment is undone, nothing is stored", async () => {
    usePayoutRail(createCnab240PayoutRail(itau));
    const { companyId, recipientId, document } = await funded();
    const t = await createTransfer({ companyId, input: { recipientId, amount: 1200 } });
    await generatePayoutRemessa({ companyId });
    const before = await balanceOf(prisma, recipientId);
    const files = await prisma.payoutFile.count({ where: { companyId } });
    // the first order pays t; the second names a transfer this company never sent
    const content = itauRetorno(document, 1, [
      { id: t.id, amount: 1200, codes: ["00"] },
      { id: 999_999_999, amount: 800, codes: ["00"] },
    ]);
    await expect(importPayoutRetorno({ companyId, content })).rejects.toMatchObject({
      code: "invalid_file",
      details: { line: 6, field: "ourNumber" },
    });
    expect(await statusOf(t.id)).toMatchObject({ status: "processing", bankAuthentication: null });
    expect(await balanceOf(prisma, recipientId)).toEqual(before);
    expect(await prisma.payoutFile.count({ where: { companyId } })).toBe(files);
    const events = await prisma.event.findMany({ where: { companyId, objectType: "transfer", objectId: t.id } });
    expect(events.map((e) => e.type)).toEqual(["transfer.processing"]);
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);
  });
});

describe.each([
  {
    name: "Banco do Brasil",
    paying: {
      bank: "001" as const,
      agency: "1234",
      agencyDigit: "3",
      account: "56789",
      accountDigit: "0",
      convenio: "123456789",
    },
    pixFileOfItsOwn: false,
  },
  {
    name: "Bradesco",
    paying: {
      bank: "237" as const,
      agency: "1234",
      agencyDigit: "5",
      account: "56789",
      accountDigit: "0",
      convenio: "4567",
    },
    pixFileOfItsOwn: true,
  },
])("payment files at $name (real database)", ({ paying, pixFileOfItsOwn }) => {
  it("TED and Pix filed, the retorno pays the TED and rejects the Pix (money back), the ledger agrees", async () => {
    usePayoutRail(createCnab240PayoutRail(paying));
    const { companyId, recipientId, document } = await funded();
    const before = await balanceOf(prisma, recipientId);
    const ted = await createTransfer({ companyId, input: { recipientId, amount: 3000 } });
    const pix = await createTransfer({ companyId, input: { recipientId, amount: 1000, pixKey: document } });
    const files = await generatePayoutRemessa({ companyId });
    expect(files).toHaveLength(pixFileOfItsOwn ? 2 : 1);
    const remessa = (await getPayoutFile({ companyId, fileId: files[0].id })).content;
    expect(remessa.slice(0, 3)).toBe(paying.bank);
    expect(splitFile(remessa).every((l) => l.length === 240)).toBe(true);

    const rejection = paying.bank === "237" ? "PJ" : "AN";
    const answers: Result[][] = pixFileOfItsOwn
      ? [
          [{ id: ted.id, amount: 3000, codes: ["00"] }],
          [{ id: pix.id, amount: 1000, codes: [rejection], pixKey: document }],
        ]
      : [
          [
            { id: ted.id, amount: 3000, codes: ["00"] },
            { id: pix.id, amount: 1000, codes: [rejection], pixKey: document },
          ],
        ];
    for (const [i, results] of answers.entries())
      await importPayoutRetorno({ companyId, content: retornoOf(paying, document, i + 1, results) });

    expect(await statusOf(ted.id)).toMatchObject({ status: "success", bankAuthentication: `AUT${ted.id}` });
    expect(await statusOf(pix.id)).toMatchObject({
      status: "failed",
      failReason: expect.stringContaining(`(${rejection})`),
    });
    expect(await balanceOf(prisma, recipientId)).toMatchObject({
      available: before.available - 3000,
      inTransit: 0,
      transferred: before.transferred + 3000,
    });
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);
  });
});
