import "server-only";

import type { Db, Tx } from "@/lib/platform/db";

import type { Pricing } from "./fees";

/** A company's pricing as stored (null: every default of fees.ts applies), in a transaction or not. */
export async function companyPricing(db: Db | Tx, companyId: number): Promise<Pricing | null> {
  const company = await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { pricing: true } });
  return company.pricing as Pricing | null;
}
