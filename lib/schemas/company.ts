import { z } from "zod";
import { AddressSchema, addressFieldsSchema, addressSchema, cpfOrCnpj, orNull, timestamp } from "./common";

export const companyFieldsSchema = z.object({
  legalName: z.string().trim().min(2, "must have at least 2 characters").max(100),
  tradeName: z.string().trim().min(2, "must have at least 2 characters").max(100),
  // accepted so clients can send the whole object back, but it must not change (update-company.ts)
  documentNumber: cpfOrCnpj,
  address: addressSchema,
});

type AddressKey = keyof typeof AddressSchema.shape;
const ADDRESS_KEYS = Object.keys(AddressSchema.shape) as AddressKey[];
const clearableShape = Object.fromEntries(ADDRESS_KEYS.map((key) => [key, z.string().nullable().optional()])) as Record<AddressKey, z.ZodOptional<z.ZodNullable<z.ZodString>>>;

// An address update: a sub-field sent as null is removed from the stored address (update-company.ts);
// the fields with a value keep the shared field rules. Whether the postcode must be a CEP depends on
// the country of the merged address, so update-company.ts checks that one with addressSchema.
export const addressUpdateSchema = z.object(clearableShape).transform((address, ctx) => {
  const cleared = ADDRESS_KEYS.filter((key) => address[key] === null);
  const parsed = addressFieldsSchema.safeParse(Object.fromEntries(Object.entries(address).filter(([, value]) => value !== null)));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return { ...parsed.data, ...Object.fromEntries(cleared.map((key) => [key, null])) } as { [K in AddressKey]?: string | null };
});

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
