import { z } from "zod";

import {
  addressFieldsSchema,
  AddressSchema,
  addressSchema,
  cpfOrCnpj,
  httpUrl,
  MAX_AMOUNT,
  orNull,
  phoneSchema,
  timestamp,
} from "./common";

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

// The text on the payer's card statement (a card "soft descriptor"), sent by the card rail with each
// charge: acquirers print at most 13 characters and take plain letters, digits and spaces only.
export const invoiceDescriptorSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 ]{1,13}$/, "must be 1 to 13 letters without accents, digits or spaces");

// R$ 10 billion a month: a bound against typos, far above any merchant here (reais)
export const MAX_REVENUE = 10_000_000_000;

// An amount in reais with at most two decimals (100.5 = R$ 100,50): the unit the official clients
// send in `details` (their example's averageTicket is 100.5). These figures describe the business;
// no money moves by them, which is why they are not in cents like every amount that does.
const reais = (max: number) =>
  z
    .number()
    .min(0, "cannot be negative")
    .max(max, "is above the maximum amount")
    .refine(
      (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      "must be an amount in reais with at most 2 decimals (100.5 = R$ 100,50)",
    );

// What the merchant says about the business (the official clients' `details`); every field optional
// and kept until changed. The two amounts in reais (see `reais`), the phone and e-mail as everywhere
// else in the API.
export const companyDetailsFieldsSchema = z.object({
  averageRevenue: reais(MAX_REVENUE),
  averageTicket: reais(MAX_AMOUNT / 100),
  physicalProducts: z.boolean(),
  productsDescription: z.string().trim().min(1, "is required").max(500, "must have at most 500 characters"),
  siteUrl: httpUrl,
  phone: phoneSchema,
  email: z
    .email("must be a valid email")
    .max(255)
    .transform((e) => e.toLowerCase()),
  intentionToSell: z.boolean(),
  intentionToUseReferral: z.boolean(),
});

// A details update: any subset; fields merge into the stored details and null removes one.
const detailFields = companyDetailsFieldsSchema.shape;
export const companyDetailsUpdateSchema = z.object(
  Object.fromEntries(Object.entries(detailFields).map(([key, field]) => [key, field.nullable().optional()])) as {
    [K in keyof typeof detailFields]: z.ZodOptional<z.ZodNullable<(typeof detailFields)[K]>>;
  },
);

// PUT and PATCH: any subset (absent = unchanged); address and details fields merge into the stored
// ones, null clears one of them, and `address: null` / `details: null` clear it all;
// `invoiceDescriptor: null` removes the descriptor.
export const updateCompanySchema = companyFieldsSchema
  .extend({
    address: addressUpdateSchema.nullable(),
    invoiceDescriptor: invoiceDescriptorSchema.nullable(),
    details: companyDetailsUpdateSchema.nullable(),
    // every user must sign in with two factors; only an owner in the dashboard may change it
    requireTwoFactor: z.boolean(),
  })
  .partial();
export type UpdateCompanyInput = z.infer<typeof updateCompanySchema>;

export const CompanyDetailsSchema = z
  .object({
    averageRevenue: z
      .number()
      .nullable()
      .meta({ description: "average monthly revenue, in reais (as the official clients send it; not cents)" }),
    averageTicket: z.number().nullable().meta({ description: "average sale, in reais (100.5 = R$ 100,50; not cents)" }),
    physicalProducts: z.boolean().nullable(),
    productsDescription: z.string().nullable(),
    siteUrl: z.string().nullable(),
    phone: z.string().nullable().meta({ description: "digits only (DDD + number)" }),
    email: z.string().nullable(),
    intentionToSell: z.boolean().nullable(),
    intentionToUseReferral: z.boolean().nullable(),
  })
  .meta({ id: "CompanyDetails", description: "What the merchant says about the business; null = not set" });

export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;

export const CompanySchema = z
  .object({
    id: z.number().int(),
    legalName: z.string(),
    tradeName: z.string(),
    documentNumber: z.string().meta({ description: "CNPJ (or CPF), digits only" }),
    address: orNull(AddressSchema),
    invoiceDescriptor: z.string().nullable().meta({
      description:
        "text on the payer's card statement (1–13 letters, digits, spaces), sent by the card rail; null = not set",
    }),
    details: CompanyDetailsSchema,
    requireTwoFactor: z
      .boolean()
      .meta({ description: 'every dashboard user must sign in with a TOTP code (docs/security.md, "Accounts")' }),
    publicKey: z
      .string()
      .meta({ description: "pk_…: identifies the company on hosted pages (POST /v1/card-hashes); not a secret" }),
    sandbox: z.boolean(),
    createdAt: timestamp,
  })
  .meta({ id: "Company" });
