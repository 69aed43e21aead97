import Link from "next/link";

import { buttonClasses } from "@/components/ui/button";
import { getRecipientBalance } from "@/lib/domain/recipients/get-recipient-balance";
import { formatBRL } from "@/lib/formats/money";
import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

// The company's own balance, first thing on the overview: what can be transferred now, what is
// paid and still settling, what transfers hold until the bank pays them, and where each figure
// comes from (the statement).
export async function BalanceStrip() {
  const user = await requireSession();
  const t = await getTranslations("overview");
  const balance = await getRecipientBalance({ companyId: user.companyId });
  const figures = [
    { label: t("balance.available"), value: balance.available, hint: t("balance.availableHint") },
    { label: t("balance.waitingFunds"), value: balance.waitingFunds, hint: t("balance.waitingFundsHint") },
    { label: t("balance.inTransit"), value: balance.inTransit, hint: t("balance.inTransitHint") },
    { label: t("balance.transferred"), value: balance.transferred, hint: t("balance.transferredHint") },
  ];
  return (
    <section
      aria-labelledby="saldo"
      className="flex flex-wrap items-end justify-between gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="saldo" className="sr-only">
        {t("balance.heading")}
      </h2>
      <dl className="flex flex-wrap gap-8">
        {figures.map((f) => (
          <div key={f.label}>
            <dt className="text-sm text-stone-600">{f.label}</dt>
            <dd className="text-xl font-semibold tabular-nums text-stone-900">{formatBRL(f.value)}</dd>
            <dd className="text-xs text-stone-600">{f.hint}</dd>
          </div>
        ))}
      </dl>
      <div className="flex gap-2">
        <Link href="/statement" className={buttonClasses({ variant: "secondary", size: "sm" })}>
          {t("balance.statement")}
        </Link>
        {user.role !== "viewer" && (
          <Link href="/transfers/new" className={buttonClasses({ size: "sm" })}>
            {t("balance.transfer")}
          </Link>
        )}
      </div>
    </section>
  );
}
