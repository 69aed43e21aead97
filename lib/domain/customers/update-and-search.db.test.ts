import { describe, expect, it } from "vitest";

import { prisma } from "@/lib/platform/db";
import { searchCustomersQuerySchema, updateCustomerSchema } from "@/lib/schemas/customers";
import { makeCompany } from "@/lib/test/factories";

import { createCustomer } from "./create-customer";
import { searchCustomers } from "./search-customers";
import { updateCustomer } from "./update-customer";

const payer = (name: string, email: string, number: string) => ({
  name,
  email,
  document: { number, type: "cpf" as const },
});

describe("customers: browse, search and edit", () => {
  it("lists every customer newest first and narrows by name, e-mail or document as typed", async () => {
    const { company } = await makeCompany();
    const other = await makeCompany();
    const ana = await createCustomer({
      companyId: company.id,
      input: payer("Ana Lima", "ana@example.com", "52998224725"),
    });
    const bruno = await createCustomer({
      companyId: company.id,
      input: payer("Bruno Souza", "bruno@example.com", "11144477735"),
    });
    await createCustomer({ companyId: other.company.id, input: payer("Ana Outra", "ana2@example.com", "52998224725") });
    const search = async (q?: string) =>
      (await searchCustomers({ companyId: company.id, query: searchCustomersQuerySchema.parse({ q }) })).data.map(
        (c) => c.id,
      );
    expect(await search()).toEqual([bruno.id, ana.id]);
    expect(await search("ana")).toEqual([ana.id]);
    expect(await search("BRUNO@")).toEqual([bruno.id]);
    expect(await search("111.444")).toEqual([bruno.id]);
    expect(await search("zé")).toEqual([]);
  });

  it("edits the contact data, clears with null, and refuses a new identity without changing anything", async () => {
    const { company } = await makeCompany();
    const c = await createCustomer({
      companyId: company.id,
      input: { ...payer("Ana", "ana@example.com", "52998224725"), phone: "11987654321" },
    });
    const updated = await updateCustomer({
      companyId: company.id,
      customerId: c.id,
      input: updateCustomerSchema.parse({ name: "Ana Lima", phone: null, email: "ANA@example.com" }),
    });
    expect(updated).toMatchObject({ name: "Ana Lima", phone: null, email: "ana@example.com" });
    await expect(
      updateCustomer({
        companyId: company.id,
        customerId: c.id,
        input: updateCustomerSchema.parse({ email: "x@example.com", name: "Zé" }),
      }),
    ).rejects.toMatchObject({ code: "invalid_state", details: { field: "email" } });
    await expect(
      updateCustomer({
        companyId: company.id,
        customerId: c.id,
        input: updateCustomerSchema.parse({ document: { number: "11144477735" } }),
      }),
    ).rejects.toMatchObject({ code: "invalid_state", details: { field: "document" } });
    expect((await prisma.customer.findUniqueOrThrow({ where: { id: c.id } })).name).toBe("Ana Lima");
    const other = await makeCompany();
    await expect(
      updateCustomer({ companyId: other.company.id, customerId: c.id, input: { name: "Intrusa" } }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
