import { z } from "zod";

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
  birthdate: isoDate.optional(),
  address: addressSchema.optional(),
});

export const createCustomerSchema = customerRequestSchema;
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
