import type { z } from "zod";
import type { customerRequestSchema } from "@/lib/schemas/transactions";

type CustomerInput = z.infer<typeof customerRequestSchema>;

// The Customer columns of a payer as the API receives it: POST /v1/customers and the payer a new
// transaction creates (lib/transactions/create-transaction.ts).
export function customerData(companyId: number, input: CustomerInput) {
  return {
    companyId, name: input.name, email: input.email,
    documentNumber: input.document.number, documentType: input.document.type,
    externalRef: input.externalRef, phone: input.phone, birthdate: input.birthdate, address: input.address ?? undefined,
  };
}
