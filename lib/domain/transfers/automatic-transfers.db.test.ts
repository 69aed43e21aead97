import { describe, expect, it } from "vitest";

import { balanceOf } from "@/lib/domain/ledger/balance";
import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { updateRecipient } from "@/lib/domain/recipients/update-recipient";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { prisma } from "@/lib/platform/db";
import { makeCompany, txInput } from "@/lib/test/factories";

import { runAutomaticTransfers } from "./run-automatic-transfers";
import { nextTransferDay } from "./transfer-schedule";

// The next Wednesday after today (15:00 UTC, midday in São Paulo) and the Tuesday before it: days to
// come, so a payment made now is already available on them (the balance is read as of the run's day).
const DAY = 86_400_000;
const noonToday = new Date(new Date().toISOString().slice(0, 10) + "T15:00:00Z");
const WEDNESDAY = new Date(noonToday.getTime() + ((3 - noonToday.getUTCDay() + 7) % 7 || 7) * DAY);
const TUESDAY = new Date(WEDNESDAY.getTime() - DAY);

async function companyWithPix(amount: number) {
  const made = await makeCompany();
  const t = await createTransaction({ companyId: made.company.id, input: txInput("pix", { amount }) });
  await payTransaction({ companyId: made.company.id, transactionId: t.id });
  return made;
}

describe("automatic transfers", () => {
  it("knows the next day of each schedule", () => {
    expect(nextTransferDay("weekly", 3, "2026-11-24")).toBe("2026-11-25");
    expect(nextTransferDay("monthly", 5, "2026-11-24")).toBe("2026-12-05");
    expect(nextTransferDay("daily", 0, "2026-11-24")).toBe("2026-11-24");
    expect(nextTransferDay("manual", 0, "2026-11-24")).toBeNull();
  });

  it("sends the whole available balance on the recipient's weekday, once, whatever runs at once", async () => {
    const { company, ownRecipientId } = await companyWithPix(50000);
    await updateRecipient({
      companyId: company.id,
      recipientId: ownRecipientId,
      input: { transferSettings: { transferInterval: "weekly", transferDay: 3 } },
    });
    const available = (await balanceOf(prisma, ownRecipientId)).available;
    expect(await runAutomaticTransfers({ now: TUESDAY, companyId: company.id })).toEqual([]);
    const runs = await Promise.all([
      runAutomaticTransfers({ now: WEDNESDAY, companyId: company.id }),
      runAutomaticTransfers({ now: WEDNESDAY, companyId: company.id }),
      runAutomaticTransfers({ now: WEDNESDAY, companyId: company.id }),
    ]);
    expect(runs.flat().filter((o) => o.transferId)).toHaveLength(1);
    const transfers = await prisma.transfer.findMany({ where: { companyId: company.id } });
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ amount: available, recipientId: ownRecipientId, status: "processing" });
    expect((await balanceOf(prisma, ownRecipientId)).available).toBe(0);
    expect(await checkLedgerConsistency({ companyId: company.id })).toEqual([]);
  });

  it("waits below the minimum, and refuses a schedule that cannot run", async () => {
    const { company, ownRecipientId } = await companyWithPix(3000);
    await updateRecipient({
      companyId: company.id,
      recipientId: ownRecipientId,
      input: { transferSettings: { transferInterval: "daily", transferMinimumAmount: 100000 } },
    });
    expect(await runAutomaticTransfers({ now: WEDNESDAY, companyId: company.id })).toEqual([
      { recipientId: ownRecipientId, skipped: "below_minimum" },
    ]);
    expect(await prisma.transfer.count({ where: { companyId: company.id } })).toBe(0);
    await expect(
      updateRecipient({
        companyId: company.id,
        recipientId: ownRecipientId,
        input: { transferSettings: { transferInterval: "monthly", transferDay: 31 } },
      }),
    ).rejects.toThrow();
    await expect(
      updateRecipient({
        companyId: company.id,
        recipientId: ownRecipientId,
        input: { transferSettings: { transferInterval: "weekly" } },
      }),
    ).rejects.toMatchObject({ code: "bad_request" });
    const row = await prisma.recipient.findUniqueOrThrow({ where: { id: ownRecipientId } });
    expect(row.transferInterval).toBe("daily");
  });
});
