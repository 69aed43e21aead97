import { describe, expect, it } from "vitest";

import { createCustomer } from "@/lib/domain/customers/create-customer";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { listTransactions } from "@/lib/domain/transactions/list-transactions";
import { listTransactionsQuerySchema } from "@/lib/schemas/transactions";
import { makeCompany, txInput } from "@/lib/test/factories";

import { amountOf, searchEverything } from "./search-everything";

describe("global search", () => {
  it("reads amounts as a person types them", () => {
    expect(amountOf("89,90")).toBe(8990);
    expect(amountOf("R$ 1.234,56")).toBe(123456);
    expect(amountOf("89")).toBe(8900);
    expect(amountOf("12.5")).toBe(1250);
    expect(amountOf("maria")).toBeNull();
    expect(amountOf("1,2,3")).toBeNull();
  });

  it("finds transactions by id, amount and card, customers by name, e-mail or document, only the company's", async () => {
    const { company } = await makeCompany();
    const other = await makeCompany();
    const card = await createTransaction({ companyId: company.id, input: txInput("credit_card", { amount: 8990 }) });
    const pix = await createTransaction({ companyId: company.id, input: txInput("pix", { amount: 123456 }) });
    const theirs = await createTransaction({ companyId: other.company.id, input: txInput("pix", { amount: 8990 }) });
    const maria = await createCustomer({
      companyId: company.id,
      input: { name: "Maria Souza", email: "maria@example.com", document: { number: "11144477735", type: "cpf" } },
    });
    const find = (q: string) => searchEverything({ companyId: company.id, q });

    expect((await find("89,90")).transactions.map((t) => t.id)).toEqual([card.id]);
    expect((await find("R$ 1.234,56")).transactions.map((t) => t.id)).toEqual([pix.id]);
    expect((await find(String(pix.id))).transactions.map((t) => t.id)).toContain(pix.id);
    expect((await find(String(theirs.id))).transactions.map((t) => t.id)).not.toContain(theirs.id);
    expect((await find("1111")).transactions.map((t) => t.cardLastDigits)).toEqual(["1111"]);
    expect((await find("maria")).customers.map((c) => c.id)).toEqual([maria.id]);
    expect((await find("111.444")).customers.map((c) => c.id)).toEqual([maria.id]);
    expect(await find("ninguém")).toEqual({
      transactions: [],
      customers: [],
      paymentLinks: [],
      transfers: [],
      transactionLists: [],
    });
  });

  it("names the filtered list behind more matches than it shows: every transaction of a card's last four, of an amount", async () => {
    const { company } = await makeCompany();
    const companyId = company.id;
    for (let i = 0; i < 7; i++) await createTransaction({ companyId, input: txInput("credit_card", { amount: 4242 }) });
    const found = await searchEverything({ companyId, q: "1111" });
    expect(found.transactions).toHaveLength(5);
    // "1111" is a card's last four and R$ 1.111,00: only the card has transactions
    expect(found.transactionLists).toEqual([{ match: "cardLastDigits", total: 7, query: { cardLastDigits: "1111" } }]);
    // the same filters list the same transactions
    const listed = await listTransactions({
      companyId,
      query: listTransactionsQuerySchema.parse({ ...found.transactionLists[0].query, limit: 100 }),
    });
    expect(listed.total).toBe(7);
    expect((await searchEverything({ companyId, q: "42,42" })).transactionLists).toEqual([
      { match: "amount", total: 7, query: { amountFrom: "4242", amountTo: "4242" } },
    ]);
  });
});
