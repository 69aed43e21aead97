import "server-only";

import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/platform/db";
import { cappedTotal, COUNT_TAKE } from "@/lib/platform/lists/capped-total";
import { pageWindow } from "@/lib/schemas/common";
import type { ListCustomersQuery } from "@/lib/schemas/customers";

import { toCustomer } from "./serialize-customer";

// GET /v1/customers?email=…: that email's customers, optionally narrowed by name (prefix,
// case-insensitive) and document; newest first, with the total for X-Total-Count.
export async function listCustomers({ companyId, query }: { companyId: number; query: ListCustomersQuery }) {
  const where: Prisma.CustomerWhereInput = {
    companyId,
    email: query.email,
    ...(query.name && { name: { startsWith: query.name, mode: "insensitive" as const } }),
    ...(query.documentNumber && { documentNumber: query.documentNumber }),
  };
  const [rows, counted] = await Promise.all([
    prisma.customer.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    prisma.customer.count({ where, take: COUNT_TAKE }),
  ]);
  return { data: rows.map(toCustomer), ...cappedTotal(counted) };
}
