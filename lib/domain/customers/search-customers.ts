import "server-only";

import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "@/lib/platform/db";
import { cappedTotal, COUNT_TAKE } from "@/lib/platform/lists/capped-total";
import { pageWindow } from "@/lib/schemas/common";
import type { SearchCustomersQuery } from "@/lib/schemas/customers";

import { toCustomer } from "./serialize-customer";

// What a search text matches: a name or an email from its start (case-insensitive), or a
// document from its start when the text has digits (masks ignored).
export function customerMatch(q: string | undefined): Prisma.CustomerWhereInput {
  const text = q?.trim();
  if (!text) return {};
  const digits = text.replace(/[.\-/\s]/g, "");
  return {
    OR: [
      { name: { startsWith: text, mode: "insensitive" } },
      { email: { startsWith: text.toLowerCase() } },
      ...(/^\d{3,}$/.test(digits) ? [{ documentNumber: { startsWith: digits } }] : []),
    ],
  };
}

/** GET /v1/customers/search: the company's customers, browsable and narrowed by q, newest first. */
export async function searchCustomers({ companyId, query }: { companyId: number; query: SearchCustomersQuery }) {
  const where: Prisma.CustomerWhereInput = { companyId, ...customerMatch(query.q) };
  const [rows, counted] = await Promise.all([
    prisma.customer.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
    prisma.customer.count({ where, take: COUNT_TAKE }),
  ]);
  return { data: rows.map(toCustomer), ...cappedTotal(counted) };
}
