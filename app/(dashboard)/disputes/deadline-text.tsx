"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import type { Dispute } from "@/lib/client/queries/disputes";
import { DAY_MS, formatDateTimeBR, HOUR_MS } from "@/lib/formats/time";

/** The deadline as a merchant needs it: how long is left on an unanswered open dispute, else the date. */
export function DeadlineText({
  dispute,
  withDate = false,
}: {
  dispute: Pick<Dispute, "status" | "responseDueAt" | "evidence">;
  /** also print the deadline itself (the detail page) */
  withDate?: boolean;
}) {
  const t = useTranslations("disputeList");
  // the moment the page was shown: time left is read against it, not a clock that moves during render
  const [now] = useState(() => Date.now());
  const due = formatDateTimeBR(dispute.responseDueAt);
  if (dispute.status !== "open" || dispute.evidence) return <span className="text-stone-600">{due}</span>;
  const left = Date.parse(dispute.responseDueAt) - now;
  if (left <= 0) return <span className="font-medium text-red-800">{t("deadlinePassed")}</span>;
  const days = Math.floor(left / DAY_MS);
  return (
    <span className={days < 2 ? "font-medium text-red-800" : "text-amber-900"} title={due}>
      {days >= 1 ? t("daysLeft", { days }) : t("hoursLeft", { hours: Math.max(1, Math.floor(left / HOUR_MS)) })}
      {withDate && ` · ${due}`}
    </span>
  );
}
