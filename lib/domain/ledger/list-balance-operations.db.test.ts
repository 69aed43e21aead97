import { describe, expect, it } from "vitest";

import { listBalanceOperations } from "@/lib/domain/ledger/list-balance-operations";
import { getRecipientBalance } from "@/lib/domain/recipients/get-recipient-balance";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { makeCompany, txInput } from "@/lib/test/factories";

const DAY = 86_400_000;

// A sale paid with its own (earlier) date is recorded after one dated later, as the demo's
// backdated sales are: the statement still reads newest first by the date it shows.
async function salesRecordedOutOfOrder() {
  const { company } = await makeCompany();
  const companyId = company.id;
  const paidAt = [5, 20, 12].map((daysAgo) => new Date(Date.now() - daysAgo * DAY));
  for (const [i, now] of paidAt.entries()) {
    const t = await createTransaction({ companyId, input: txInput("pix", { amount: 10000 * (i + 1) }), now });
    await payTransaction({ companyId, transactionId: t.id, now: new Date(now.getTime() + 60_000) });
  }
  return companyId;
}

const when = (o: { createdAt: string }) => new Date(o.createdAt).getTime();

describe("GET /v1/balance/operations order (real database)", () => {
  it("lists newest first by the date shown, and the running balance follows that order", async () => {
    const companyId = await salesRecordedOutOfOrder();
    const { data } = await listBalanceOperations({ companyId, query: { limit: 100 } });
    expect(data).toHaveLength(6);
    for (let i = 1; i < data.length; i++) {
      const [newer, older] = [data[i - 1], data[i]];
      expect(when(newer) > when(older) || (when(newer) === when(older) && newer.id > older.id)).toBe(true);
      // reading down the page, each balance is the next one (older) plus this movement
      expect(newer.balanceAfter - newer.amount, `operation ${newer.id}`).toBe(older.balanceAfter);
    }
    expect(data[data.length - 1].balanceAfter).toBe(data[data.length - 1].amount);
    const balance = await getRecipientBalance({ companyId });
    expect(data[0].balanceAfter).toBe(balance.available + balance.waitingFunds);
    // the newest sale (5 days ago, 100,00) comes first although it was recorded first
    expect(data.find((o) => o.type === "payment")?.amount).toBe(10000);
  });

  it("pages by keyset through the same order, without a gap or a repeat", async () => {
    const companyId = await salesRecordedOutOfOrder();
    const all = (await listBalanceOperations({ companyId, query: { limit: 100 } })).data;
    const seen = [];
    let startingAfter: number | undefined;
    do {
      const page = await listBalanceOperations({ companyId, query: { limit: 4, startingAfter } });
      seen.push(...page.data);
      startingAfter = page.nextStartingAfter ?? undefined;
    } while (startingAfter);
    expect(seen.map((o) => o.id)).toEqual(all.map((o) => o.id));
  });
});
