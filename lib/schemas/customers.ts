import { z } from "zod";

import { todayInSaoPaulo } from "@/lib/formats/time";

import {
  AddressSchema,
  addressSchema,
  documentSchema,
  documentTypes,
  isoDate,
  orNull,
  pagingQuery,
  phoneSchema,
  timestamp,
} from "./common";

// A birth date: a real day from 1900-01-01 to today (São Paulo); year 0000 or a day to come is a typo.
const birthdateSchema = isoDate
  .refine((d) => d >= "1900-01-01", "must be on or after 1900-01-01")
  .refine((d) => d <= todayInSaoPaulo(), "cannot be in the future");

// The payer, as sent inside POST /v1/transactions and to POST /v1/customers.
export const customerRequestSchema = z.object({
  name: z.string().trim().min(1, "is required").max(255),
  email: z
    .email("must be a valid email")
    .max(255)
    .transform((e) => e.toLowerCase()),
  document: documentSchema,
  externalRef: z.string().trim().max(255).optional(),
  phone: phoneSchema.optional(),
  birthdate: birthdateSchema.optional(),
  address: addressSchema.optional(),
});

export const createCustomerSchema = customerRequestSchema;

// PUT|PATCH /v1/customers/{id}: the contact data; the identity (email + document) is how payers are
// recognised and cannot change (the same value is accepted, so a client may send the whole object).
// null clears an optional field.
export const updateCustomerSchema = z.object({
  name: customerRequestSchema.shape.name.optional(),
  email: customerRequestSchema.shape.email.optional(),
  document: documentSchema.optional(),
  externalRef: customerRequestSchema.shape.externalRef.unwrap().nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  birthdate: birthdateSchema.nullable().optional(),
  address: addressSchema.nullable().optional(),
});
export type UpdateCustomerInput = z.infer<typeof updateCustomerSchema>;

// GET /v1/customers/search?q=: every customer of the company, newest first, or those whose name or
// email starts with q (case-insensitive) or whose document starts with its digits.
export const searchCustomersQuerySchema = z.object({
  q: z.string().trim().max(255).optional(),
  ...pagingQuery,
});
export type SearchCustomersQuery = z.infer<typeof searchCustomersQuerySchema>;
export type CustomerInput = z.infer<typeof customerRequestSchema>;

// email is mandatory (as in the seed spec); name and document only narrow that email's customers.
export const listCustomersQuerySchema = z.object({
  email: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(255)
    .transform((e) => e.toLowerCase()),
  name: z.string().trim().min(1).max(255).optional(),
  documentNumber: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform((d) => d.replace(/[.\-/\s]/g, "").toUpperCase())
    .optional(),
  ...pagingQuery,
});

export type ListCustomersQuery = z.infer<typeof listCustomersQuerySchema>;

export const CustomerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    document: z.object({ number: z.string(), type: z.enum(documentTypes) }),
    externalRef: z.string().nullable(),
    phone: z.string().nullable(),
    birthdate: z.string().nullable().meta({ description: "YYYY-MM-DD" }),
    address: orNull(AddressSchema),
    createdAt: timestamp,
  })
  .meta({ id: "Customer" });

export type Customer = z.infer<typeof CustomerSchema>;
