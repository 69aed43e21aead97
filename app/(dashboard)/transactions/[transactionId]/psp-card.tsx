import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { formatBRL } from "@/lib/formats/money";
import { getTranslations } from "@/lib/i18n/server";

type Devolucao = {
  id: number;
  amount: number;
  status: string;
  railRefundId: string | null;
  railReturnId: string | null;
};

const STATUSES = ["pending", "refunded", "failed"] as const;

/** A Pix transaction as its PSP knows it: the charge's txid, the payment's end2EndId, each devolução. */
export async function PspCard({
  txid,
  end2EndId,
  devolucoes,
}: {
  txid: string;
  end2EndId: string | null;
  devolucoes: Devolucao[];
}) {
  const t = await getTranslations("transactionDetail");
  const statusLabel = (s: string) =>
    (STATUSES as readonly string[]).includes(s) ? t(`psp.statuses.${s as (typeof STATUSES)[number]}`) : s;
  return (
    <Card aria-labelledby="psp">
      <CardHeader id="psp" title={t("psp.title")} />
      <CardContent className="space-y-4">
        <DescriptionList
          items={[
            { label: t("psp.txid"), value: <span className="break-all font-mono">{txid}</span> },
            {
              label: t("psp.end2EndId"),
              value: end2EndId ? <span className="break-all font-mono">{end2EndId}</span> : t("psp.notPaid"),
            },
          ]}
        />
        <div>
          <h3 className="text-xs font-medium uppercase tracking-wide text-stone-600">{t("psp.devolucoes")}</h3>
          {devolucoes.length === 0 ? (
            <p className="mt-1 text-sm text-stone-600">{t("psp.noDevolucoes")}</p>
          ) : (
            <ul className="mt-1 divide-y divide-stone-100" aria-label={t("psp.devolucoes")}>
              {devolucoes.map((d) => (
                <li key={d.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
                  <span className="font-mono text-stone-900" title={t("psp.devolucaoId")}>
                    {d.railRefundId}
                  </span>
                  <span className="tabular-nums text-stone-900">{formatBRL(d.amount)}</span>
                  <span className="text-stone-700">{statusLabel(d.status)}</span>
                  {d.railReturnId && (
                    <span className="w-full break-all font-mono text-xs text-stone-600">
                      {t("psp.returnId")} {d.railReturnId}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
