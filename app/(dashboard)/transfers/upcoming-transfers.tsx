"use client";

import Link from "next/link";
import { useTranslations } from "use-intl";

import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useRecipients } from "@/lib/client/queries/recipients";
import { formatBRL } from "@/lib/formats/money";
import { formatDateBR } from "@/lib/formats/time";

// The automatic transfers ahead (docs/money.md, "Automatic transfers"): each scheduled recipient,
// its next day and what it has available now (what would go if the day were today).
export function UpcomingTransfers() {
  const t = useTranslations("transferList");
  const recipients = useRecipients({ limit: "100" });
  const scheduled = (recipients.data?.data ?? [])
    .filter((r) => r.transferSettings.nextAutomaticTransferOn)
    .sort((a, b) =>
      a.transferSettings.nextAutomaticTransferOn!.localeCompare(b.transferSettings.nextAutomaticTransferOn!),
    );
  if (scheduled.length === 0) return null;
  return (
    <Card aria-labelledby="transferencias-automaticas" className="mb-6">
      <CardHeader id="transferencias-automaticas" title={t("upcomingTitle")} />
      <CardContent>
        <ul className="divide-y divide-stone-100">
          {scheduled.map((r) => (
            <li key={r.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
              <Link
                href={`/recipients/${r.id}`}
                className="font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                {r.legalName}
              </Link>
              <span className="text-stone-700">
                {t("upcomingLine", {
                  date: formatDateBR(r.transferSettings.nextAutomaticTransferOn!),
                  amount: formatBRL(r.balance.available),
                })}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
