import { describe, expect, it } from "vitest";

import { prisma } from "@/lib/platform/db";
import { makeCompany, txInput } from "@/lib/test/factories";

import { createTransaction } from "./create-transaction";

describe("createTransaction and a returning payer (real database)", () => {
  it("writes only the contact fields a transaction changed: two at once, each changing another field, both stay", async () => {
    const { company } = await makeCompany();
    const payer = txInput("pix").customer;
    const first = await createTransaction({
      companyId: company.id,
      input: txInput("pix", { customer: { ...payer, phone: "11988887777" } }),
    });
    const address = { street: "Rua Nova", streetNumber: "7", city: "Recife", zipCode: "50000000" };

    const [byPhone, byAddress] = await Promise.all([
      createTransaction({
        companyId: company.id,
        input: txInput("pix", { customer: { ...payer, phone: "21977776666" } }),
      }),
      createTransaction({ companyId: company.id, input: txInput("pix", { customer: { ...payer, address } }) }),
    ]);
    expect(byPhone.customer).toMatchObject({ id: first.customer.id, phone: "21977776666" });
    expect(byAddress.customer).toMatchObject({ id: first.customer.id, address });
    const stored = await prisma.customer.findUniqueOrThrow({ where: { id: first.customer.id } });
    expect(stored).toMatchObject({ phone: "21977776666", address, name: payer.name });

    // an empty address, or the same data again, changes nothing (no write: updatedAt stays)
    await createTransaction({ companyId: company.id, input: txInput("pix", { customer: { ...payer, address: {} } }) });
    const again = await prisma.customer.findUniqueOrThrow({ where: { id: first.customer.id } });
    expect(again).toEqual(stored);
    expect(await prisma.customer.count({ where: { companyId: company.id } })).toBe(1);
  });
});
