import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { balanceOf } from "@/lib/domain/ledger/balance";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { buildPagamentosRetorno } from "@/lib/formats/cnab240/pagamentos-retorno";
import { addDays, todayInSaoPaulo } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { usePayoutRail } from "@/lib/rails";
import { createCnab240PayoutRail } from "@/lib/rails/payout/cnab240-rail";
import { fundedCompany } from "@/lib/test/funded-company";
import { setEnv } from "@/lib/test/set-env";

import { createTransfer } from "../transfers/create-transfer";
import { runPayoutFileCycle } from "./payout-file-cycle";

// The automatic payment-file cycle on a real database and real folders (docs/rails.md, Payout rail):
// the day's remessa is written to the outbox at the cutoff, once, with only the transfers made before
// it; retornos that appear in the inbox are imported once and moved, bad ones set aside with why.

const itau = { bank: "341" as const, agency: "0057", account: "12345", accountDigit: "7" };
let outbox: string;
let inbox: string;

beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "colmeia-outbox-"));
  inbox = await mkdtemp(path.join(tmpdir(), "colmeia-inbox-"));
  setEnv({ PAYOUT_OUTBOX_DIR: outbox, PAYOUT_INBOX_DIR: inbox, PAYOUT_CUTOFF: "16:00" });
  usePayoutRail(createCnab240PayoutRail(itau));
});
afterEach(() => {
  setEnv({ PAYOUT_OUTBOX_DIR: undefined, PAYOUT_INBOX_DIR: undefined, PAYOUT_CUTOFF: undefined });
  usePayoutRail(null);
});

const funded = () => fundedCompany();

// São Paulo 17:00 of a day (past a 16:00 cutoff)
const at17 = (day: string) => new Date(`${day}T17:00:00-03:00`);

describe("the payment-file cycle (real database, real folders)", () => {
  it("writes the day's remessa at the cutoff with the transfers made before it, once; imports and moves the inbox's retornos", async () => {
    const { companyId, recipientId, document } = await funded();
    const t = await createTransfer({ companyId, input: { recipientId, amount: 3000 } });

    // yesterday's cutoff came before this transfer: it waits
    await runPayoutFileCycle({ now: at17(addDays(todayInSaoPaulo(), -1)), companyId });
    expect((await prisma.transfer.findUniqueOrThrow({ where: { id: t.id } })).payoutFileId).toBeNull();

    const tomorrow = at17(addDays(todayInSaoPaulo(), 1));
    const first = await runPayoutFileCycle({ now: tomorrow, companyId });
    expect(first.written).toBeGreaterThanOrEqual(1);
    const { payoutFileId } = await prisma.transfer.findUniqueOrThrow({ where: { id: t.id } });
    const file = await prisma.payoutFile.findUniqueOrThrow({ where: { id: payoutFileId! } });
    expect(file.status).toBe("written");
    const names = (await readdir(outbox)).filter((n) => n.includes(`-${file.id}.rem`));
    expect(names).toHaveLength(1);
    expect((await readFile(path.join(outbox, names[0]))).toString("latin1")).toBe(file.content);
    expect((await readdir(outbox)).some((n) => n.endsWith(".partial"))).toBe(false);
    // a second round writes nothing again
    await runPayoutFileCycle({ now: tomorrow, companyId });
    expect((await readdir(outbox)).filter((n) => n.includes(`-${file.id}.rem`))).toHaveLength(1);

    // the bank's retorno appears in the inbox: imported, moved
    const paying = { ...itau, company: { name: "Loja", documentType: "cnpj" as const, document } };
    const retorno = buildPagamentosRetorno({
      account: paying,
      sequence: 1,
      createdAt: new Date(),
      results: [
        {
          order: {
            ourNumber: String(t.id),
            amount: 3000,
            paymentDate: todayInSaoPaulo(),
            payee: { name: "Loja", documentType: "cnpj", document },
            destination: {
              kind: "account",
              bank: "341",
              agency: "0001",
              account: "123456",
              accountDigit: "7",
              accountType: "checking",
            },
          },
          occurrences: ["00"],
          effectiveDate: todayInSaoPaulo(),
          bankAuthentication: "AUT999",
        },
      ],
    });
    await writeFile(path.join(inbox, "retorno-1.ret"), Buffer.from(retorno, "latin1"));
    await writeFile(path.join(inbox, "broken.ret"), Buffer.from(retorno.slice(10), "latin1"));
    await runPayoutFileCycle({ now: tomorrow, companyId });
    expect(await prisma.transfer.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({
      status: "success",
      bankAuthentication: "AUT999",
    });
    expect(await readdir(path.join(inbox, "imported"))).toEqual(["retorno-1.ret"]);
    expect((await readdir(path.join(inbox, "rejected"))).sort()).toEqual(["broken.ret", "broken.ret.error.txt"]);
    expect((await readdir(inbox)).filter((n) => !["imported", "rejected"].includes(n))).toEqual([]);

    // the same retorno dropped again: nothing changes, it is moved away too
    await writeFile(path.join(inbox, "retorno-1-copy.ret"), Buffer.from(retorno, "latin1"));
    expect((await runPayoutFileCycle({ now: tomorrow, companyId })).imported).toBe(0);
    expect((await readdir(path.join(inbox, "imported"))).sort()).toEqual(["retorno-1-copy.ret", "retorno-1.ret"]);
    expect(await prisma.payoutFile.count({ where: { companyId, kind: "retorno" } })).toBe(1);
  });
});

describe("an inbox that cannot be read", () => {
  it("is logged as an error naming PAYOUT_INBOX_DIR, and the cycle goes on", async () => {
    const notAFolder = path.join(inbox, "not-a-folder");
    await writeFile(notAFolder, "x");
    setEnv({ PAYOUT_INBOX_DIR: notAFolder, LOG_FORMAT: "json" });
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      await runPayoutFileCycle({ now: at17(todayInSaoPaulo()) });
    } finally {
      spy.mockRestore();
      setEnv({ LOG_FORMAT: undefined });
    }
    const logged = lines.filter((l) => l.includes("PAYOUT_INBOX_DIR")).map((l) => JSON.parse(l) as object);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: "error",
        message: expect.stringMatching(/^PAYOUT_INBOX_DIR .* cannot be read/),
      }),
    );
  });
});

describe("the sandbox bank's daily cycle (no folder set)", () => {
  it("at the cutoff the day's transfers go out in a remessa and settle from the bank's retorno; a rejected one gets its money back", async () => {
    setEnv({ PAYOUT_OUTBOX_DIR: undefined, PAYOUT_INBOX_DIR: undefined });
    usePayoutRail(null); // the configured provider: the built-in sandbox bank
    const { companyId, recipientId } = await funded();
    const before = await balanceOf(prisma, recipientId);
    const good = await createTransfer({ companyId, input: { recipientId, amount: 3000 } });
    const bad = await createTransfer({
      companyId,
      input: {
        recipientId,
        amount: 2000,
        bankAccount: {
          bankCode: "341",
          agencyNumber: "0001",
          accountNumber: "123459",
          accountDigit: "7",
          type: "conta_corrente",
        },
      },
    });
    const statusOf = (id: number) => prisma.transfer.findUniqueOrThrow({ where: { id } });

    // made yesterday, so that today's cutoff (midnight here) has passed, and the retorno's lines are
    // dated now, as the ledger check reads them
    await prisma.transfer.updateMany({
      where: { id: { in: [good.id, bad.id] } },
      data: { createdAt: new Date(Date.now() - 86_400_000) },
    });
    setEnv({ PAYOUT_CUTOFF: "off" });
    await runPayoutFileCycle({ companyId });
    expect(await statusOf(good.id)).toMatchObject({ status: "processing", payoutFileId: null });
    setEnv({ PAYOUT_CUTOFF: "00:00" });

    await runPayoutFileCycle({ companyId });
    expect(await statusOf(good.id)).toMatchObject({
      status: "success",
      bankAuthentication: expect.stringMatching(/^SANDBOX/),
      payoutFileId: expect.any(Number),
    });
    expect(await statusOf(bad.id)).toMatchObject({ status: "failed", failReason: expect.any(String) });
    const files = await prisma.payoutFile.findMany({ where: { companyId }, orderBy: { id: "asc" } });
    expect(files.map((f) => [f.kind, f.status])).toEqual([
      ["remessa", "sent"],
      ["retorno", expect.any(String)],
    ]);
    // the rejected transfer and its fee are back, as of the retorno
    expect((await balanceOf(prisma, recipientId)).available).toBe(before.available - 3000 - good.fee);
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);

    // the next round finds nothing to send
    await runPayoutFileCycle({ companyId });
    expect(await prisma.payoutFile.count({ where: { companyId } })).toBe(2);
  });
});
