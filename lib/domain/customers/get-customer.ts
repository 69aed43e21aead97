import "server-only";

import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";

import { toCustomer } from "./serialize-customer";

export async function getCustomer({ companyId, customerId }: { companyId: number; customerId: number }) {
  const row = await prisma.customer.findFirst({ where: { id: customerId, companyId } });
  if (!row) throw notFound("customer");
  return toCustomer(row);
}
