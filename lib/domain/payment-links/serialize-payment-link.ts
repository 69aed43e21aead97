import "server-only";

import type { z } from "zod";

import type { PaymentLink as PaymentLinkRow } from "@/generated/prisma/client";
import { env } from "@/lib/platform/env";
import {
  DEFAULT_PAYMENT_LINK_SETTINGS,
  type LinkSplit,
  mergePaymentLinkSettings,
  type PaymentLinkSchema,
  type PaymentLinkSettings,
} from "@/lib/schemas/payment-links";

export function paymentLinkUrl(alias: string) {
  return `${env.publicBaseUrl}/pay/${alias}`;
}

/** Where a link's image is served (public, content-addressed, cached for good). */
export function paymentLinkImageUrl(sha: string | null): string | null {
  return sha ? `${env.publicBaseUrl}/api/public/payment-link-images/${sha}.webp` : null;
}

// Stored settings are read through the defaults, so a link saved before a setting existed still answers whole.
export function storedSettings(row: Pick<PaymentLinkRow, "settings">): PaymentLinkSettings {
  return mergePaymentLinkSettings(DEFAULT_PAYMENT_LINK_SETTINGS, (row.settings ?? {}) as Partial<PaymentLinkSettings>);
}

export function storedSplits(row: Pick<PaymentLinkRow, "splits">): LinkSplit[] {
  return ((row.splits ?? []) as LinkSplit[]).map((s) => ({
    recipientId: s.recipientId,
    percentage: s.percentage,
    chargeProcessingFee: s.chargeProcessingFee ?? false,
  }));
}

export type LinkSales = { count: number; amount: number };
export const NO_SALES: LinkSales = { count: 0, amount: 0 };

// The public PaymentLink shape: an explicit mapper, so a new column never leaks.
export function toPaymentLink(l: PaymentLinkRow, sales: LinkSales = NO_SALES): z.infer<typeof PaymentLinkSchema> {
  return {
    id: l.id,
    companyId: l.companyId,
    alias: l.alias,
    title: l.title,
    amount: l.amount,
    status: l.status,
    url: paymentLinkUrl(l.alias),
    settings: storedSettings(l),
    description: l.description,
    imageUrl: paymentLinkImageUrl(l.imageSha),
    maxQuantity: l.maxQuantity,
    expiresAt: l.expiresAt?.toISOString() ?? null,
    maxPayments: l.maxPayments,
    paymentsLeft: l.maxPayments === null ? null : Math.max(0, l.maxPayments - l.claimedPayments),
    redirectUrl: l.redirectUrl,
    splits: storedSplits(l),
    sales,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

export type PaymentLink = ReturnType<typeof toPaymentLink>;
