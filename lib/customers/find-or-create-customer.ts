import type { Tx } from "@/lib/db";
import type { z } from "zod";
import type { customerRequestSchema } from "@/lib/schemas/transactions";

type CustomerInput = z.infer<typeof customerRequestSchema>;

// A payer is the same customer when email and document match; their latest contact data wins.
export async function findOrCreateCustomer(tx: Tx, { companyId, input }: { companyId: number; input: CustomerInput }) {
  const existing = await tx.customer.findFirst({
    where: { companyId, email: input.email, documentNumber: input.document.number },
    orderBy: { id: "asc" },
  });
  if (existing) return existing;
  return tx.customer.create({ data: customerData(companyId, input) });
}

export function customerData(companyId: number, input: CustomerInput) {
  return {
    companyId, name: input.name, email: input.email,
    documentNumber: input.document.number, documentType: input.document.type,
    externalRef: input.externalRef, phone: input.phone, birthdate: input.birthdate, address: input.address ?? undefined,
  };
}
