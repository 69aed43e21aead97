import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatBRL } from "@/lib/formats/money";
import { formatDateTimeBR } from "@/lib/formats/time";
import { getTranslations } from "@/lib/i18n/server";
import type { Transaction } from "@/lib/schemas/transactions";

export async function RefundsCard({ refunds }: { refunds: Transaction["refunds"] }) {
  const t = await getTranslations("transactionDetail");
  return (
    <Card aria-labelledby="estornos">
      <CardHeader id="estornos" title={t("refunds.title")} />
      <CardContent>
        {refunds.length === 0 ? (
          <p className="text-sm text-stone-600">{t("refunds.empty")}</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {refunds.map((r) => (
              <li key={r.id} className="flex items-baseline justify-between gap-4 py-2 text-sm">
                <span className="text-stone-700">{formatDateTimeBR(r.createdAt)}</span>
                <span className="font-medium tabular-nums text-stone-900">{formatBRL(r.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
