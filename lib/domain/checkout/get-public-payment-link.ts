import "server-only";

import {
  paymentLinkImageUrl,
  paymentLinkUrl,
  storedSettings,
  storedSplits,
} from "@/lib/domain/payment-links/serialize-payment-link";
import { installmentInterestRate, type Pricing } from "@/lib/domain/pricing/fees";
import { prisma } from "@/lib/platform/db";
import { runSqlIn, sql } from "@/lib/platform/sql";
import { aliasSchema } from "@/lib/schemas/payment-links";

// A link as its payers see it. Inactive, deleted and unknown aliases are all simply unavailable.
export async function getPublicPaymentLink({ alias }: { alias: string }) {
  const parsed = aliasSchema.safeParse(alias);
  if (!parsed.success) return null;
  // aliases are kept as sent and unique whatever the case: /pay/minhaloja_2026 opens "MinhaLoja_2026"
  // (the lookup reads the unique index on lower(alias))
  const [hit] = await runSqlIn(
    prisma,
    sql<{ id: number }>`
    SELECT "id" FROM "PaymentLink" WHERE lower("alias") = lower(${parsed.data}) AND "status" = 'active'`,
  );
  if (!hit) return null;
  const row = await prisma.paymentLink.findUnique({
    where: { id: hit.id },
    include: { company: { select: { tradeName: true, publicKey: true, pricing: true } } },
  });
  if (!row || row.status !== "active") return null;
  return {
    id: row.id,
    companyId: row.companyId,
    alias: row.alias,
    title: row.title,
    amount: row.amount,
    url: paymentLinkUrl(row.alias),
    settings: storedSettings(row),
    description: row.description,
    imageUrl: paymentLinkImageUrl(row.imageSha),
    maxQuantity: row.maxQuantity,
    redirectUrl: row.redirectUrl,
    splits: storedSplits(row),
    // the payer's interest on installments above the free ones, when the merchant passes it on
    interestRate: installmentInterestRate(row.company.pricing as Pricing | null),
    // why it cannot be paid now, if it cannot: past its expiry, or every place under maxPayments taken
    closed:
      row.expiresAt && row.expiresAt <= new Date()
        ? ("expired" as const)
        : row.maxPayments !== null && row.claimedPayments >= row.maxPayments
          ? ("sold_out" as const)
          : null,
    merchantName: row.company.tradeName,
    // not a secret: it only lets the page turn card data into a one-time hash
    publicKey: row.company.publicKey,
  };
}

export type PublicPaymentLink = NonNullable<Awaited<ReturnType<typeof getPublicPaymentLink>>>;
