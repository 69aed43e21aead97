import { afterEach, describe, expect, it } from "vitest";

import { balanceOf } from "@/lib/domain/ledger/balance";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { createTransfer } from "@/lib/domain/transfers/create-transfer";
import { runAutomaticTransfers } from "@/lib/domain/transfers/run-automatic-transfers";
import { prisma } from "@/lib/platform/db";
import { makeCompany, txInput } from "@/lib/test/factories";
import { setEnv } from "@/lib/test/set-env";

// Production mode with the rails left on the built-in sandbox (docs/rails.md): card and boleto
// payments, transfers (manual and automatic) and boleto refunds answer 422 rail_not_configured and
// change nothing.
describe("production mode with sandbox rails (real database)", () => {
  const authSecret = process.env.AUTH_SECRET;
  afterEach(() => setEnv({ COLMEIA_MODE: undefined, AUTH_SECRET: authSecret }));

  it("refuses card and boleto payments, transfers and boleto refunds, and writes nothing", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const companyId = company.id;
    // money made in the sandbox before the switch: a paid card sale and a paid boleto
    await createTransaction({ companyId, input: txInput("credit_card") });
    const boleto = await createTransaction({ companyId, input: txInput("boleto") });
    await payTransaction({ companyId, transactionId: boleto.id });
    await prisma.recipient.update({
      where: { id: ownRecipientId },
      data: { transferInterval: "daily", transferMinimumAmount: 0 },
    });
    const snapshot = async () => ({
      balance: await balanceOf(prisma, ownRecipientId, new Date()),
      transactions: await prisma.transaction.count({ where: { companyId } }),
      ledger: await prisma.ledgerEntry.count({ where: { companyId } }),
      transfers: await prisma.transfer.count({ where: { companyId } }),
      refunds: await prisma.refund.count({ where: { companyId } }),
      events: await prisma.event.count({ where: { companyId } }),
      recipient: await prisma.recipient.findUniqueOrThrow({ where: { id: ownRecipientId } }),
    });
    const before = await snapshot();
    expect(before.balance.available).toBeGreaterThan(1000);

    setEnv({ COLMEIA_MODE: "production", AUTH_SECRET: "x".repeat(32) });
    const refusal = (rail: string) => ({ code: "rail_not_configured", status: 422, details: { rail } });
    await expect(createTransaction({ companyId, input: txInput("credit_card") })).rejects.toMatchObject(
      refusal("card"),
    );
    await expect(createTransaction({ companyId, input: txInput("boleto") })).rejects.toMatchObject(refusal("boleto"));
    await expect(
      createTransfer({ companyId, input: { recipientId: ownRecipientId, amount: 1000 } }),
    ).rejects.toMatchObject(refusal("payout"));
    await expect(refundTransaction({ companyId, transactionId: boleto.id, amount: 100 })).rejects.toMatchObject(
      refusal("payout"),
    );
    expect(await runAutomaticTransfers({ companyId })).toEqual([]);

    expect(await snapshot()).toEqual(before);
  });
});
