import { describe, expect, it } from "vitest";

import { updateCompanySchema } from "@/lib/schemas/company";
import { makeCompany } from "@/lib/test/factories";

import { getCompany } from "./get-company";
import { updateCompany } from "./update-company";

// who did it, for the audit entry each of these writes
const by = { actor: { kind: "system" as const } };

const update = (companyId: number, body: unknown) =>
  updateCompany({ by, companyId, input: updateCompanySchema.parse(body) });

describe("updating the company's invoice descriptor and details (real database)", () => {
  it("stores the descriptor and merges details field by field; null removes", async () => {
    const { company } = await makeCompany();
    const before = await getCompany({ companyId: company.id });
    expect(before).toMatchObject({
      invoiceDescriptor: null,
      details: { averageRevenue: null, siteUrl: null, physicalProducts: null },
    });

    const first = await update(company.id, {
      invoiceDescriptor: "MEL DA SERRA",
      details: { averageRevenue: 5_000_000, phone: "(41) 3333-4444", physicalProducts: false },
    });
    expect(first.invoiceDescriptor).toBe("MEL DA SERRA");
    expect(first.details).toEqual({
      ...before.details,
      averageRevenue: 5_000_000,
      phone: "4133334444",
      physicalProducts: false,
    });

    const second = await update(company.id, { details: { phone: null, siteUrl: "https://mel.example" } });
    expect(second.details).toEqual({
      ...before.details,
      averageRevenue: 5_000_000,
      physicalProducts: false,
      siteUrl: "https://mel.example",
    });
    expect(second.invoiceDescriptor).toBe("MEL DA SERRA");
    expect(await getCompany({ companyId: company.id })).toEqual(second);

    const cleared = await update(company.id, { invoiceDescriptor: null, details: null });
    expect(cleared).toMatchObject({ invoiceDescriptor: null, details: before.details });
  });

  it("concurrent updates of different details fields both land (the row is locked while merged)", async () => {
    const { company } = await makeCompany();
    const fields = [
      { averageTicket: 4990 },
      { email: "contato@mel.example" },
      { intentionToSell: true },
      { productsDescription: "Mel" },
      { siteUrl: "http://mel.example" },
    ];
    await Promise.all(fields.map((details) => update(company.id, { details })));
    expect((await getCompany({ companyId: company.id })).details).toMatchObject(Object.assign({}, ...fields));
  });
});
