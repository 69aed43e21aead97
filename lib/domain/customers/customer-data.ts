import "server-only";

import type { z } from "zod";

import type { customerRequestSchema } from "@/lib/schemas/transactions";

type CustomerInput = z.infer<typeof customerRequestSchema>;

// What a known customer's later requests may change (POST /v1/customers again, a new transaction by
// the same payer): everything but the identity (email + document).
export const CONTACT_FIELDS = ["name", "externalRef", "phone", "birthdate", "address"] as const;

export function contactData(data: ReturnType<typeof customerData>) {
  return Object.fromEntries(CONTACT_FIELDS.map((key) => [key, data[key]])) as Pick<
    ReturnType<typeof customerData>,
    (typeof CONTACT_FIELDS)[number]
  >;
}

// The Customer columns of a payer as the API receives it: POST /v1/customers and the payer a new
// transaction creates (lib/domain/transactions/create-transaction.ts).
export function customerData(companyId: number, input: CustomerInput) {
  return {
    companyId,
    name: input.name,
    email: input.email,
    documentNumber: input.document.number,
    documentType: input.document.type,
    externalRef: input.externalRef,
    phone: input.phone,
    birthdate: input.birthdate,
    address: input.address ?? undefined,
  };
}
