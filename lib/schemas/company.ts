import { z } from "zod";
import { AddressSchema, addressFieldsSchema, addressSchema, cpfOrCnpj, orNull, timestamp } from "./common";

export const companyFieldsSchema = z.object({
  legalName: z.string().trim().min(2, "must have at least 2 characters").max(100),
  tradeName: z.string().trim().min(2, "must have at least 2 characters").max(100),
  // accepted so clients can send the whole object back, but it must not change (update-company.ts)
  documentNumber: cpfOrCnpj,
  address: addressSchema,
});

// An address update: each field with its own rules, or null to remove it from the stored address
// (update-company.ts). Whether the postcode must be a CEP depends on the country of the merged
// address, so update-company.ts checks that one with addressSchema.
const fields = addressFieldsSchema.shape;
export const addressUpdateSchema = z.object(
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.unwrap().nullable().optional()])) as {
    [K in keyof typeof fields]: z.ZodOptional<z.ZodNullable<ReturnType<(typeof fields)[K]["unwrap"]>>>;
  },
);

// PUT and PATCH: any subset (absent = unchanged); address fields merge into the stored address,
// null clears one of them, and `address: null` clears it all.
export const updateCompanySchema = companyFieldsSchema.extend({ address: addressUpdateSchema.nullable() }).partial();
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
