import type { z } from "zod";

import type { PaymentLink as PaymentLinkRow } from "@/generated/prisma/client";
import { env } from "@/lib/env";
import {
  DEFAULT_PAYMENT_LINK_SETTINGS,
  mergePaymentLinkSettings,
  type PaymentLinkSchema,
  type PaymentLinkSettings,
} from "@/lib/schemas/payment-links";

export function paymentLinkUrl(alias: string) {
  return `${env.publicBaseUrl}/pay/${alias}`;
}

// Stored settings are read through the defaults, so a link saved before a setting existed still answers whole.
export function storedSettings(row: Pick<PaymentLinkRow, "settings">): PaymentLinkSettings {
  return mergePaymentLinkSettings(DEFAULT_PAYMENT_LINK_SETTINGS, (row.settings ?? {}) as Partial<PaymentLinkSettings>);
}

// The public PaymentLink shape: an explicit mapper, so a new column never leaks.
export function toPaymentLink(l: PaymentLinkRow): z.infer<typeof PaymentLinkSchema> {
  return {
    id: l.id,
    companyId: l.companyId,
    alias: l.alias,
    title: l.title,
    amount: l.amount,
    status: l.status,
    url: paymentLinkUrl(l.alias),
    settings: storedSettings(l),
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

export type PaymentLink = ReturnType<typeof toPaymentLink>;
