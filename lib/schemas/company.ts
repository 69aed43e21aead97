import { z } from "zod";
import { AddressSchema, addressSchema, cpfOrCnpj, orNull, timestamp } from "./common";

export const companyFieldsSchema = z.object({
  legalName: z.string().trim().min(2, "must have at least 2 characters").max(100),
  tradeName: z.string().trim().min(2, "must have at least 2 characters").max(100),
  // accepted so clients can send the whole object back, but it must not change (update-company.ts)
  documentNumber: cpfOrCnpj,
  address: addressSchema,
});

// PUT and PATCH: any subset; address fields merge into the stored address.
export const updateCompanySchema = companyFieldsSchema.partial();
export type UpdateCompanyInput = z.infer<typeof updateCompanySchema>;

export const CompanySchema = z
  .object({
    id: z.number().int(),
    legalName: z.string(),
    tradeName: z.string(),
    documentNumber: z.string().meta({ description: "CNPJ (or CPF), digits only" }),
    address: orNull(AddressSchema),
    publicKey: z.string().meta({ description: "pk_…: identifies the company on hosted pages (POST /v1/card-hashes); not a secret" }),
    sandbox: z.boolean(),
    createdAt: timestamp,
  })
  .meta({ id: "Company" });
