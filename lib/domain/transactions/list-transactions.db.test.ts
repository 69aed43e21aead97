import { describe, expect, it } from "vitest";

import { listTransactionsQuerySchema, type Transaction } from "@/lib/schemas/transactions";
import { makeCompany, txInput } from "@/lib/test/factories";

import { createTransaction } from "./create-transaction";
import { getTransaction } from "./get-transaction";
import { listTransactions } from "./list-transactions";

const list = async (companyId: number, query: Record<string, string>) => {
  const page = await listTransactions({ companyId, query: listTransactionsQuerySchema.parse(query) });
  return { ...page, data: JSON.parse(page.data) as Transaction[] };
};

describe("listTransactions (real database)", () => {
  it("pages comma-list filters newest first, without duplicates or gaps, and agrees with the unfiltered list", async () => {
    const { company } = await makeCompany();
    const methods = [
      "credit_card",
      "pix",
      "boleto",
      "credit_card",
      "credit_card",
      "pix",
      "boleto",
      "credit_card",
      "pix",
      "credit_card",
    ] as const;
    const t0 = Date.UTC(2026, 5, 1, 12);
    // two transactions share each second, so ties on createdAt are broken by id
    for (const [i, m] of methods.entries())
      await createTransaction({
        companyId: company.id,
        input: txInput(m),
        now: new Date(t0 + Math.floor(i / 2) * 1000),
      });

    const all = await list(company.id, { limit: "100" });
    expect(all.total).toBe(methods.length);
    const wanted = all.data.filter((t) => t.paymentMethod !== "credit_card").map((t) => t.id);
    expect(wanted).toHaveLength(5);

    // the whole filtered list, then page by page (a repeated value changes nothing)
    const filtered = await list(company.id, { paymentMethods: "pix,boleto,pix", limit: "100" });
    expect(filtered.data.map((t) => t.id)).toEqual(wanted);
    expect(filtered.total).toBe(5);
    const pages = [];
    for (const page of ["1", "2", "3"])
      pages.push(...(await list(company.id, { paymentMethods: "boleto,pix", limit: "2", page })).data.map((t) => t.id));
    expect(pages).toEqual(wanted);
    expect(
      (await list(company.id, { paymentMethods: "boleto,pix", limit: "2", offset: "4" })).data.map((t) => t.id),
    ).toEqual(wanted.slice(4));

    // combined with another comma list and a single-value filter
    const paidCards = await list(company.id, {
      paymentMethods: "credit_card,pix",
      status: "paid,refused",
      limit: "100",
    });
    expect(paidCards.data.map((t) => t.id)).toEqual(
      all.data.filter((t) => t.paymentMethod === "credit_card").map((t) => t.id),
    );
  });

  it("filters by amount range and card brand or last digits, and sorts by amount with every page agreeing", async () => {
    const { company } = await makeCompany();
    const amounts = [5000, 12000, 800, 12000, 30000, 4500, 999, 20000];
    const MASTER = {
      number: "5555555555554444",
      holderName: "FULANO",
      expirationMonth: 1,
      expirationYear: 2031,
      cvv: "123",
    };
    for (const [i, amount] of amounts.entries())
      await createTransaction({
        companyId: company.id,
        input:
          i % 3 === 0
            ? txInput("pix", { amount })
            : txInput("credit_card", { amount, ...(i % 2 === 0 && { card: MASTER }) }),
        now: new Date(Date.UTC(2026, 5, 1, 12, 0, i)),
      });
    const ids = (rows: Transaction[]) => rows.map((t) => t.amount);

    expect(ids((await list(company.id, { amountFrom: "1000", amountTo: "12000", limit: "100" })).data)).toEqual([
      4500, 12000, 12000, 5000,
    ]);
    const byAmount = (await list(company.id, { sort: "-amount", limit: "100" })).data;
    expect(ids(byAmount)).toEqual([...amounts].sort((a, b) => b - a));
    // ties (two of 12000) newest first, and the same order page by page
    const tied = byAmount.filter((t) => t.amount === 12000);
    expect(tied[0].id).toBeGreaterThan(tied[1].id);
    const paged = [];
    for (const page of ["1", "2", "3"])
      paged.push(...(await list(company.id, { sort: "-amount", limit: "3", page })).data);
    expect(paged.map((t) => t.id)).toEqual(byAmount.map((t) => t.id));
    expect(ids((await list(company.id, { sort: "amount", limit: "100" })).data)).toEqual(
      [...amounts].sort((a, b) => a - b),
    );
    // a comma list (read as one index scan per value, merged) keeps the amount order
    const mixed = (await list(company.id, { sort: "-amount", paymentMethods: "pix,credit_card", limit: "100" })).data;
    expect(mixed.map((t) => t.id)).toEqual(byAmount.map((t) => t.id));

    const master = (await list(company.id, { cardBrand: "mastercard", limit: "100" })).data;
    expect(master.length).toBeGreaterThan(0);
    expect(master.every((t) => t.card?.brand === "mastercard")).toBe(true);
    const visa4 = (await list(company.id, { cardLastDigits: "1111", limit: "100" })).data;
    expect(visa4.every((t) => t.card?.lastDigits === "1111")).toBe(true);
    expect(master.length + visa4.length).toBe(amounts.length - amounts.filter((_, i) => i % 3 === 0).length);
    expect((await list(company.id, { cardBrand: "elo", limit: "100" })).total).toBe(0);
  });

  it("answers the same body for a new transaction as a later GET does", async () => {
    const { company } = await makeCompany();
    for (const method of ["credit_card", "pix", "boleto"] as const) {
      const created = await createTransaction({ companyId: company.id, input: txInput(method) });
      expect(
        JSON.parse(JSON.stringify(await getTransaction({ companyId: company.id, transactionId: created.id }))),
      ).toEqual(JSON.parse(JSON.stringify(created)));
      const [listed] = (await list(company.id, { id: String(created.id) })).data;
      expect(JSON.parse(JSON.stringify(listed))).toEqual(JSON.parse(JSON.stringify(created)));
    }
  });
});
