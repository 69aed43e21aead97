"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useCustomerCards, useRemoveCard } from "@/lib/client/queries/customers";
import { cardBrandName } from "@/lib/formats/card-brand";
import { formatDateBR } from "@/lib/formats/time";
import type { Card as SavedCard } from "@/lib/schemas/transactions";

// The customer's cards on file (docs/api.md, Cards on file): brand, last digits, holder, expiry.
// An admin removes one after a confirmation; it can then never be charged again.
export function CustomerCards({ customerId, canRemove }: { customerId: number; canRemove: boolean }) {
  const t = useTranslations("customerCards");
  const { describeApiError } = useErrorText();
  const { data, error, isPending, isError, refetch } = useCustomerCards(customerId);
  const remove = useRemoveCard(customerId);
  const [asking, setAsking] = useState<SavedCard | null>(null);
  const cards = data ?? [];

  return (
    <Card aria-labelledby="cartoes-cliente">
      <CardHeader id="cartoes-cliente" title={t("title")} />
      {isError && !data ? (
        <div role="alert" className="p-4 text-sm text-red-800">
          <p>
            {t("loadError")} {describeApiError(error)}
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void refetch()}>
            {t("retry")}
          </Button>
        </div>
      ) : isPending ? null : cards.length === 0 ? (
        <p className="p-4 text-sm text-stone-600">{t("empty")}</p>
      ) : (
        <ul className="divide-y divide-stone-200" aria-label={t("title")}>
          {cards.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="text-sm">
                <p className="font-medium text-stone-900">
                  {cardBrandName(c.brand) ?? c.brand} •••• {c.lastDigits}
                </p>
                <p className="text-stone-600">
                  {c.holderName} ·{" "}
                  {t("expires", { month: String(c.expirationMonth).padStart(2, "0"), year: c.expirationYear })} ·{" "}
                  {t("since", { date: formatDateBR(c.createdAt) })}
                </p>
              </div>
              {canRemove && (
                <Button variant="danger" size="sm" onClick={() => setAsking(c)}>
                  {t("remove")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={asking !== null}
        title={t("removeTitle")}
        confirmLabel={t("remove")}
        isBusy={remove.isPending}
        error={remove.isError ? `${t("removeError")} ${describeApiError(remove.error)}` : null}
        onCancel={() => {
          remove.reset();
          setAsking(null);
        }}
        onConfirm={() => asking && remove.mutate(asking.id, { onSuccess: () => setAsking(null) })}
      >
        {asking && (
          <p>{t("removeConfirm", { brand: cardBrandName(asking.brand) ?? asking.brand, last: asking.lastDigits })}</p>
        )}
      </ConfirmDialog>
    </Card>
  );
}
