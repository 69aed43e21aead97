import { describe, expect, it } from "vitest";

import { prisma } from "@/lib/platform/db";
import { makeCompany, txInput } from "@/lib/test/factories";

import { createTransaction } from "./create-transaction";
import { exportTransactionPages, exportTransactionsCsv } from "./export-transactions";
import { listTransactions } from "./list-transactions";

async function collect<T>(pages: AsyncGenerator<T[]>) {
  const out: T[][] = [];
  for await (const page of pages) out.push(page);
  return out;
}

describe("exportTransactionPages (real database)", () => {
  it("walks every matching row once, newest first, across pages and ties on createdAt", async () => {
    const { company } = await makeCompany();
    const companyId = company.id;
    const ids: number[] = [];
    for (let i = 0; i < 7; i++)
      ids.push((await createTransaction({ companyId, input: txInput(i % 2 ? "pix" : "credit_card") })).id);
    // three rows share one createdAt: the id breaks the tie
    await prisma.transaction.updateMany({
      where: { id: { in: ids.slice(2, 5) } },
      data: { createdAt: new Date("2026-03-10T12:00:00Z") },
    });

    const pages = await collect(exportTransactionPages({ companyId, query: {}, pageSize: 2 }));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 1]);
    const rows = pages.flat();
    expect(new Set(rows.map((r) => r.id)).size).toBe(7);
    const sorted = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    expect(rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id));

    const pix = (
      await collect(exportTransactionPages({ companyId, query: { paymentMethods: ["pix"] }, pageSize: 2 }))
    ).flat();
    expect(pix.map((r) => r.paymentMethod)).toEqual(["pix", "pix", "pix"]);
  });

  it("comes in the list's order: by amount either way, oldest first, across pages and ties", async () => {
    const { company } = await makeCompany();
    const companyId = company.id;
    for (const amount of [5000, 1200, 9900, 5000, 300, 5000, 7000])
      await createTransaction({
        companyId,
        input: txInput("pix", { amount, items: [{ title: "Item", unitPrice: amount, quantity: 1, tangible: true }] }),
      });
    const listed = async (sort: "amount" | "-amount" | "createdAt" | "-createdAt") =>
      (await listTransactions({ companyId, query: { sort, limit: 100, offset: 0 } })).data;
    for (const sort of ["amount", "-amount", "createdAt", "-createdAt"] as const) {
      const exported = (await collect(exportTransactionPages({ companyId, query: { sort }, pageSize: 2 }))).flat();
      const list = JSON.parse(await listed(sort)) as { id: number }[];
      expect(
        exported.map((r) => r.id),
        sort,
      ).toEqual(list.map((r) => r.id));
    }
    const byAmount = (
      await collect(exportTransactionPages({ companyId, query: { sort: "-amount" }, pageSize: 2 }))
    ).flat();
    expect(byAmount.map((r) => r.amount)).toEqual([9900, 7000, 5000, 5000, 5000, 1200, 300]);
  });

  it("streams the header and one line per row", async () => {
    const { company } = await makeCompany();
    await createTransaction({ companyId: company.id, input: txInput("boleto") });
    const text = await new Response(exportTransactionsCsv({ companyId: company.id, query: {} })).text();
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\uFEFF?ID;Data;Status/);
    expect(lines[1]).toContain(";Aguardando pagamento;Boleto;");
  });
});
