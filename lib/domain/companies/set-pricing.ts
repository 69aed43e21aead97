import "server-only";

import { recordAudit } from "@/lib/domain/audit/record-audit";
import { DEFAULT_PRICING, type Pricing } from "@/lib/domain/pricing/fees";
import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";
import { type PricingInput, pricingSchema } from "@/lib/schemas/pricing";

// Deep-merges `changes` (dotted paths such as "settlement.pix" → 1) into the company's pricing,
// checks the result as a whole and stores it with an audit entry by the system. It is the
// operator's contract with the merchant, so it is set from the command line
// (npm run company:pricing), never by the merchant's API key.
export async function setCompanyPricing({
  companyId,
  changes,
}: {
  companyId: number;
  changes: Record<string, number>;
}): Promise<Pricing> {
  return prisma.$transaction(async (tx) => {
    const company = await tx.company.findUnique({ where: { id: companyId }, select: { pricing: true } });
    if (!company) throw notFound("company");
    const before = (company.pricing as Pricing | null) ?? DEFAULT_PRICING;
    const next: Record<string, unknown> = structuredClone({ ...DEFAULT_PRICING, ...before });
    for (const [path, value] of Object.entries(changes)) {
      const keys = path.split(".");
      let at = next;
      for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
      at[keys[keys.length - 1]] = value;
    }
    const checked = pricingSchema.safeParse(next);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw new RangeError(`pricing.${issue.path.join(".")}: ${issue.message}`);
    }
    const pricing = checked.data as PricingInput as Pricing;
    await tx.company.update({ where: { id: companyId }, data: { pricing } });
    await recordAudit(tx, {
      companyId,
      actor: { kind: "system" },
      action: "company.pricing",
      objectType: "company",
      objectId: companyId,
      before: company.pricing as object | null,
      after: pricing,
    });
    return pricing;
  });
}
