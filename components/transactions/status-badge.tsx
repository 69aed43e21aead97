"use client";

import { useTranslations } from "use-intl";

import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { TransactionStatus } from "@/lib/schemas/transactions";

import { isKnownStatus, statusLabel } from "./labels";

const STATUS_TONES: Record<TransactionStatus, BadgeTone> = {
  paid: "green",
  refused: "red",
  refunded: "violet",
  waiting_payment: "amber",
  canceled: "gray",
  processing: "blue",
  authorized: "sky",
  chargedback: "rose",
  in_protest: "orange",
  partially_paid: "lime",
  pending_refund: "violet",
};

// a client component so server pages (the transaction detail) can render it too
export function StatusBadge({ status }: { status: string }) {
  const t = useTranslations("transactionStatus");
  return <Badge tone={isKnownStatus(status) ? STATUS_TONES[status] : "gray"}>{statusLabel(status, t)}</Badge>;
}
