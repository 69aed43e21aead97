import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { createAnticipation } from "@/lib/domain/anticipations/create-anticipation";
import { createBankAccount } from "@/lib/domain/bank-accounts/create-bank-account";
import { createCompanyByOperator } from "@/lib/domain/companies/create-company-by-operator";
import { setCompanyPricing } from "@/lib/domain/companies/set-pricing";
import { submitEvidence } from "@/lib/domain/disputes/submit-evidence";
import { balanceOf } from "@/lib/domain/ledger/balance";
import { listPayables } from "@/lib/domain/payables/list-payables";
import { updateRecipient } from "@/lib/domain/recipients/update-recipient";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { disputeTransaction } from "@/lib/domain/transactions/dispute-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { createTransfer } from "@/lib/domain/transfers/create-transfer";
import { setPasswordWithToken } from "@/lib/domain/users/password-setup";
import { prisma } from "@/lib/platform/db";
import { operatorCompanySchema } from "@/lib/schemas/operator-company";
import { listPayablesQuerySchema } from "@/lib/schemas/payables";
import { byOwner, companyWithOwner, entriesOf, whileAuditRefused } from "@/lib/test/audit-refused";
import { randomCnpj, txInput } from "@/lib/test/factories";

// The audited operations that move money or say where it goes, and the operator's commands: one
// entry for a commit, none (and no change) when the entry cannot be written in the same
// transaction (lib/test/audit-refused.ts). Users, keys, endpoints, sign-in: audit-operations.db.test.ts.

describe("audit entries of money, destinations, pricing, disputes and the operator (real database)", () => {
  it("transfer.create: one entry; a rolled-back transfer leaves the balance whole", async () => {
    const { companyId, owner, by, ownRecipientId } = await companyWithOwner();
    const t = await createTransaction({ companyId, input: txInput("pix") });
    await payTransaction({ companyId, transactionId: t.id });
    const before = await balanceOf(prisma, ownRecipientId);
    const input = { recipientId: ownRecipientId, amount: 1000 };
    await whileAuditRefused(companyId, () => createTransfer({ companyId, input, audit: by }));
    expect(await balanceOf(prisma, ownRecipientId)).toEqual(before);
    expect(await prisma.transfer.count({ where: { companyId } })).toBe(0);
    const transfer = await createTransfer({ companyId, input, audit: by });
    expect(await entriesOf(companyId, "transfer.create")).toMatchObject([
      { ...byOwner(owner), objectType: "transfer", objectId: String(transfer.id), after: { amount: 1000 } },
    ]);
  });

  it("refund.create: one entry; a rolled-back refund refunds nothing", async () => {
    const { companyId, owner, by } = await companyWithOwner();
    const t = await createTransaction({ companyId, input: txInput("credit_card") });
    await whileAuditRefused(companyId, () =>
      refundTransaction({ companyId, transactionId: t.id, amount: 2500, audit: by }),
    );
    expect(await prisma.transaction.findUniqueOrThrow({ where: { id: t.id } })).toMatchObject({ refundedAmount: 0 });
    await refundTransaction({ companyId, transactionId: t.id, amount: 2500, audit: by });
    expect(await entriesOf(companyId, "refund.create")).toMatchObject([
      { ...byOwner(owner), objectId: String(t.id), after: { amount: 2500, refundedAmount: 2500 } },
    ]);
  });

  it("anticipation.create: one entry; a rolled-back anticipation leaves the payable waiting", async () => {
    const { companyId, owner, by, ownRecipientId } = await companyWithOwner();
    await prisma.recipient.update({ where: { id: ownRecipientId }, data: { anticipatableVolumePercentage: 100 } });
    await createTransaction({ companyId, input: txInput("credit_card", { amount: 30000, installments: 3 }) });
    const query = listPayablesQuerySchema.parse({ limit: "100" });
    const [first] = (await listPayables({ companyId, query })).data;
    await whileAuditRefused(companyId, () =>
      createAnticipation({ companyId, input: { payableIds: [first.id] }, audit: by }),
    );
    expect(await prisma.anticipation.count({ where: { companyId } })).toBe(0);
    const made = await createAnticipation({ companyId, input: { payableIds: [first.id] }, audit: by });
    expect(await entriesOf(companyId, "anticipation.create")).toMatchObject([
      { ...byOwner(owner), objectType: "anticipation", objectId: String(made.id), after: { payableIds: [first.id] } },
    ]);
  });

  it("bank_account.create (a payout destination): one entry; a rolled-back account is not kept", async () => {
    const { companyId, owner, by, ownRecipientId } = await companyWithOwner();
    const account = { bankCode: "001", agency: "1234", accountNumber: "99887", accountDigit: "6" };
    const add = () =>
      createBankAccount({ companyId, account: { ...account, accountType: "conta_corrente" as const }, by });
    const count = () => prisma.bankAccount.count({ where: { recipientId: ownRecipientId } });
    const before = await count();
    await whileAuditRefused(companyId, add);
    expect(await count()).toBe(before);
    const created = await add();
    expect(await entriesOf(companyId, "bank_account.create")).toMatchObject([
      { ...byOwner(owner), objectType: "bank_account", objectId: String(created.id) },
    ]);
  });

  it("recipient.update: the anticipation percentage and the transfer schedule that changed, before and after; nothing for no change; a rollback keeps the old settings", async () => {
    const { companyId, owner, by, ownRecipientId } = await companyWithOwner();
    const recipientId = ownRecipientId;
    const current = await prisma.recipient.findUniqueOrThrow({ where: { id: recipientId } });
    const settings = { anticipatableVolumePercentage: 40, transferInterval: "weekly" as const, transferDay: 2 };
    await whileAuditRefused(companyId, () =>
      updateRecipient({ companyId, recipientId, input: { transferSettings: settings }, by }),
    );
    expect(await prisma.recipient.findUniqueOrThrow({ where: { id: recipientId } })).toMatchObject({
      anticipatableVolumePercentage: current.anticipatableVolumePercentage,
      transferInterval: current.transferInterval,
    });
    await updateRecipient({ companyId, recipientId, input: { transferSettings: settings }, by });
    // the same settings again, and a name sent unchanged: nothing changed, nothing recorded
    await updateRecipient({
      companyId,
      recipientId,
      input: { legalName: current.legalName, transferSettings: settings },
      by,
    });
    const [entry, ...more] = await entriesOf(companyId, "recipient.update");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      ...byOwner(owner),
      objectType: "recipient",
      objectId: String(recipientId),
      before: {
        anticipatableVolumePercentage: current.anticipatableVolumePercentage,
        transferInterval: current.transferInterval,
        transferDay: current.transferDay,
      },
      after: settings,
    });
    expect(entry.after).not.toHaveProperty("legalName");
  });

  it("company.pricing: one entry by the system; a rolled-back change keeps the old pricing", async () => {
    const { companyId } = await companyWithOwner();
    await whileAuditRefused(companyId, () => setCompanyPricing({ companyId, changes: { "disputes.responseDays": 3 } }));
    expect((await prisma.company.findUniqueOrThrow({ where: { id: companyId } })).pricing).toBeNull();
    await setCompanyPricing({ companyId, changes: { "disputes.responseDays": 3 } });
    expect(await entriesOf(companyId, "company.pricing")).toMatchObject([
      { actorType: "system", objectId: String(companyId), after: { disputes: { responseDays: 3 } } },
    ]);
  });

  it("dispute.evidence: one entry; a rolled-back answer leaves the dispute open and unanswered", async () => {
    const { companyId, owner, by } = await companyWithOwner();
    const t = await createTransaction({ companyId, input: txInput("credit_card") });
    await disputeTransaction({ companyId, transactionId: t.id });
    const dispute = await prisma.dispute.findFirstOrThrow({ where: { companyId } });
    const answer = () => submitEvidence({ companyId, disputeId: dispute.id, text: "Entregue.", files: [], audit: by });
    await whileAuditRefused(companyId, answer);
    expect(await prisma.dispute.findUniqueOrThrow({ where: { id: dispute.id } })).toMatchObject({
      status: "open",
      evidenceSubmittedAt: null,
    });
    await answer();
    expect(await entriesOf(companyId, "dispute.evidence")).toMatchObject([
      { ...byOwner(owner), objectId: String(dispute.id) },
    ]);
  });

  it("company.create by the operator and user.password_setup by its link: one entry each; rollbacks write nothing", async () => {
    const input = () =>
      operatorCompanySchema.parse({
        legalName: "Loja do Operador",
        documentNumber: randomCnpj(),
        ownerEmail: `dona-${randomBytes(4).toString("hex")}@example.com`,
      });
    const lost = input();
    await whileAuditRefused("company.create", () => createCompanyByOperator(lost));
    expect(await prisma.company.count({ where: { documentNumber: lost.documentNumber } })).toBe(0);

    const made = await createCompanyByOperator(input());
    const companyId = made.company.id;
    expect(await entriesOf(companyId, "company.create")).toMatchObject([
      { actorType: "system", objectId: String(companyId), after: { owner: made.email, passwordBy: "link" } },
    ]);
    const token = made.link!.url.split("#")[1];
    await whileAuditRefused(companyId, () => setPasswordWithToken({ token, password: "minha-senha-nova-1" }));
    await setPasswordWithToken({ token, password: "minha-senha-nova-1", ip: "203.0.113.7" });
    expect(await entriesOf(companyId, "user.password_setup")).toMatchObject([
      { actorType: "anonymous", actorLabel: made.email, ip: "203.0.113.7", after: { email: made.email } },
    ]);
  });
});
