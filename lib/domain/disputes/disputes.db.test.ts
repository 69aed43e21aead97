import { describe, expect, it } from "vitest";

import { setCompanyPricing } from "@/lib/domain/companies/set-pricing";
import { balanceOf } from "@/lib/domain/ledger/balance";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { chargebackTransaction } from "@/lib/domain/transactions/chargeback-transaction";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { disputeTransaction } from "@/lib/domain/transactions/dispute-transaction";
import { prisma } from "@/lib/platform/db";
import { makeCompany, txInput } from "@/lib/test/factories";
import { setEnv } from "@/lib/test/set-env";

import { getDispute } from "./get-dispute";
import { getEvidenceFile } from "./get-evidence-file";
import { listDisputes } from "./list-disputes";
import { loseOverdueDisputes } from "./lose-overdue-disputes";
import { submitEvidence } from "./submit-evidence";

const DAY = 86_400_000;
const audit = { actor: { kind: "system" as const } };
const pdf = (body: string) => ({
  name: "entrega.pdf",
  contentType: "application/pdf" as const,
  data: new TextEncoder().encode(`%PDF-1.4\n${body}\n%%EOF`),
});
const paging = { limit: 10, offset: 0 };

async function openDispute(responseDays?: number) {
  const { company, ownRecipientId } = await makeCompany();
  const companyId = company.id;
  if (responseDays) await setCompanyPricing({ companyId, changes: { "disputes.responseDays": responseDays } });
  const t = await createTransaction({ companyId, input: txInput("credit_card", { amount: 10000 }) });
  const before = await balanceOf(prisma, ownRecipientId);
  await disputeTransaction({ companyId, transactionId: t.id });
  const [dispute] = (await listDisputes({ companyId, query: { transactionId: t.id, ...paging } })).data;
  return { companyId, transactionId: t.id, ownRecipientId, before, dispute };
}

const total = (b: { available: number; waitingFunds: number }) => b.available + b.waitingFunds;

describe("disputes and evidence (real database)", () => {
  it("opens with the amount held and the company's deadline", async () => {
    const { dispute, before, ownRecipientId } = await openDispute(3);
    expect(dispute).toMatchObject({ status: "open", reason: "dispute", amount: 10000, evidence: null, closedAt: null });
    const opened = Date.parse(dispute.createdAt);
    expect(Date.parse(dispute.responseDueAt) - opened).toBe(3 * DAY);
    expect(total(await balanceOf(prisma, ownRecipientId))).toBe(total(before) - 10000);
  });

  it("the default deadline is 7 days", async () => {
    const { dispute } = await openDispute();
    expect(Date.parse(dispute.responseDueAt) - Date.parse(dispute.createdAt)).toBe(7 * DAY);
  });

  it("sandbox: evidence with a file wins, the hold is given back, and the file is kept byte for byte for its company only", async () => {
    const { companyId, transactionId, dispute, before, ownRecipientId } = await openDispute();
    const file = pdf("signed delivery receipt");
    const answered = await submitEvidence({
      companyId,
      disputeId: dispute.id,
      text: "Entregue.",
      files: [file],
      audit,
    });
    expect(answered).toMatchObject({
      status: "won",
      evidence: { text: "Entregue.", files: [{ name: "entrega.pdf" }] },
    });
    expect(total(await balanceOf(prisma, ownRecipientId))).toBe(total(before));
    expect((await prisma.transaction.findUniqueOrThrow({ where: { id: transactionId } })).status).toBe("paid");
    const stored = await getEvidenceFile({ companyId, disputeId: dispute.id, fileId: answered.evidence!.files[0].id });
    expect(Buffer.from(stored.data).equals(Buffer.from(file.data))).toBe(true);
    const other = await makeCompany();
    await expect(
      getEvidenceFile({ companyId: other.company.id, disputeId: dispute.id, fileId: answered.evidence!.files[0].id }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(getDispute({ companyId: other.company.id, disputeId: dispute.id })).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("sandbox: text alone loses, and so does text saying losing_evidence even with a file", async () => {
    for (const [text, files] of [
      ["Confiem em mim.", []],
      ["losing_evidence", [pdf("x")]],
    ] as const) {
      const { companyId, transactionId, dispute, before, ownRecipientId } = await openDispute();
      const answered = await submitEvidence({ companyId, disputeId: dispute.id, text, files: [...files], audit });
      expect(answered.status).toBe("lost");
      expect(total(await balanceOf(prisma, ownRecipientId))).toBe(total(before) - 10000);
      expect((await prisma.transaction.findUniqueOrThrow({ where: { id: transactionId } })).status).toBe("chargedback");
      await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
    }
  });

  it("five answers at once: one is kept, the others are refused, the hold is given back once", async () => {
    const { companyId, dispute, before, ownRecipientId } = await openDispute();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        submitEvidence({ companyId, disputeId: dispute.id, text: `resposta ${i}`, files: [pdf(String(i))], audit }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r) => r.status === "rejected"))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "invalid_state" });
    expect(await prisma.disputeEvidenceFile.count({ where: { disputeId: dispute.id } })).toBe(1);
    expect(total(await balanceOf(prisma, ownRecipientId))).toBe(total(before));
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("past the deadline: evidence is refused and the sweep closes the dispute lost, once", async () => {
    const { companyId, transactionId, dispute } = await openDispute(1);
    const later = new Date(Date.parse(dispute.responseDueAt) + 1000);
    await prisma.dispute.update({ where: { id: dispute.id }, data: { responseDueAt: new Date(Date.now() - 1000) } });
    await expect(
      submitEvidence({ companyId, disputeId: dispute.id, text: "tarde", files: [pdf("x")], audit }),
    ).rejects.toMatchObject({ code: "invalid_state" });
    const [first, second] = await Promise.all([
      loseOverdueDisputes({ now: later }),
      loseOverdueDisputes({ now: later }),
    ]);
    expect([...first.lost, ...second.lost].filter((id) => id === dispute.id)).toHaveLength(1);
    expect(await getDispute({ companyId, disputeId: dispute.id })).toMatchObject({ status: "lost", evidence: null });
    expect((await prisma.transaction.findUniqueOrThrow({ where: { id: transactionId } })).status).toBe("chargedback");
    await expect(checkLedgerConsistency({ companyId })).resolves.toEqual([]);
  });

  it("production: evidence is kept and the dispute stays open for the acquirer, and the sweep does not close an answered dispute", async () => {
    const { companyId, dispute } = await openDispute();
    setEnv({ COLMEIA_MODE: "production", AUTH_SECRET: "a-production-secret-of-at-least-32-chars" });
    try {
      const answered = await submitEvidence({ companyId, disputeId: dispute.id, text: "Entregue.", files: [], audit });
      expect(answered).toMatchObject({ status: "open", evidence: { text: "Entregue.", files: [] } });
      await expect(
        submitEvidence({ companyId, disputeId: dispute.id, text: "de novo", files: [], audit }),
      ).rejects.toMatchObject({ code: "invalid_state" });
      await loseOverdueDisputes({ now: new Date(Date.now() + 30 * DAY) });
      expect((await getDispute({ companyId, disputeId: dispute.id })).status).toBe("open");
    } finally {
      setEnv({ COLMEIA_MODE: undefined, AUTH_SECRET: undefined });
    }
  });

  it("a chargeback straight from paid is a dispute born lost, with nothing to answer", async () => {
    const { company } = await makeCompany();
    const paid = await createTransaction({ companyId: company.id, input: txInput("credit_card", { amount: 5000 }) });
    await chargebackTransaction({ companyId: company.id, transactionId: paid.id });
    const list = await listDisputes({ companyId: company.id, query: { status: ["lost"], ...paging } });
    expect(list.data).toEqual([
      expect.objectContaining({ transactionId: paid.id, reason: "chargeback", amount: 5000 }),
    ]);
    await expect(
      submitEvidence({ companyId: company.id, disputeId: list.data[0].id, text: "x", files: [pdf("x")], audit }),
    ).rejects.toMatchObject({ code: "invalid_state", details: { status: "lost" } });
  });
});
