import { StatusBadge } from "@/components/transactions/status-badge";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { getTransactionHistory } from "@/lib/domain/transactions/get-transaction";
import { formatDateTimeBR } from "@/lib/formats/time";
import { getTranslations } from "@/lib/i18n/server";

import { getReasonLabel } from "./reason-labels";

type History = Awaited<ReturnType<typeof getTransactionHistory>>;

/** Every status the transaction went through, oldest first. */
export async function TimelineCard({ history }: { history: History }) {
  const t = await getTranslations("transactionDetail");
  const reasonLabel = await getReasonLabel();
  return (
    <Card aria-labelledby="historico">
      <CardHeader id="historico" title={t("timeline.title")} />
      <CardContent>
        {history.length === 0 ? (
          <p className="text-sm text-stone-600">{t("timeline.empty")}</p>
        ) : (
          <ol className="relative space-y-4 border-l border-stone-200 pl-5">
            {history.map((h, index) => (
              <li key={index} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-brand-500 ring-4 ring-white"
                />
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={h.status} />
                  <time dateTime={h.createdAt} className="text-sm text-stone-600">
                    {formatDateTimeBR(h.createdAt)}
                  </time>
                </div>
                {h.reason && <p className="mt-1 text-sm text-stone-700">{reasonLabel(h.reason)}</p>}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
