import "server-only";

import { prisma } from "@/lib/platform/db";
import type { CustomerInput } from "@/lib/schemas/customers";

import { contactData, customerData } from "./customer-data";
import { toCustomer } from "./serialize-customer";

// POST /v1/customers. A customer is identified by email + document, as for payers of transactions:
// posting one that exists updates its contact data and returns it instead of making a duplicate.
export async function createCustomer({ companyId, input }: { companyId: number; input: CustomerInput }) {
  const data = customerData(companyId, input);
  return prisma.$transaction(async (tx) => {
    const existing = await tx.customer.findFirst({
      where: { companyId, email: input.email, documentNumber: input.document.number },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    const row = existing
      ? await tx.customer.update({ where: { id: existing.id }, data: contactData(data) })
      : await tx.customer.create({ data });
    return toCustomer(row);
  });
}
