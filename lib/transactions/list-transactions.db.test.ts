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
