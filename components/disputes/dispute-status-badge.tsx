"use client";

import { useTranslations } from "use-intl";

import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { DisputeStatus } from "@/lib/schemas/disputes";

// The names are the "disputeStatus" messages. An open dispute already answered is "in review".
const TONES: Record<DisputeStatus | "review", BadgeTone> = { open: "amber", review: "blue", won: "green", lost: "red" };

export function DisputeStatusBadge({ status, answered = false }: { status: DisputeStatus; answered?: boolean }) {
  const t = useTranslations("disputeStatus");
  const shown = status === "open" && answered ? "review" : status;
  return <Badge tone={TONES[shown]}>{t(shown)}</Badge>;
}
