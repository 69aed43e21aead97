"use client";

import { useTranslations } from "use-intl";

import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { TransferStatus } from "@/lib/schemas/transfers";

// The names are the "transferStatus" messages: useTranslations("transferStatus")(status).
const TONES: Record<TransferStatus, BadgeTone> = { processing: "blue", success: "green", failed: "red" };

export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const t = useTranslations("transferStatus");
  return <Badge tone={TONES[status]}>{t(status)}</Badge>;
}
