"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";

import { AuthorizationActions } from "./authorization-actions";
import { RefundButton } from "./refund-form";

type Props = {
  transactionId: number;
  status: string;
  refundable: number;
  authorizedAmount: number | null;
  canEdit: boolean;
};

/**
 * The header's actions: capture or cancel an authorized card payment, refund while something is
 * refundable; viewers see why they cannot.
 */
export function TransactionActions({ transactionId, status, refundable, authorizedAmount, canEdit }: Props) {
  const t = useTranslations("transactionDetail");
  const [message, setMessage] = useState("");
  const isRefundable = status === "paid" && refundable > 0;
  const isAuthorized = status === "authorized" && authorizedAmount !== null && canEdit;
  if (!isRefundable && !isAuthorized && !message) return null;

  return (
    <div className="flex max-w-md flex-col items-start gap-2 sm:items-end">
      {isAuthorized && (
        <AuthorizationActions transactionId={transactionId} authorizedAmount={authorizedAmount} onDone={setMessage} />
      )}
      {isRefundable &&
        (canEdit ? (
          <RefundButton transactionId={transactionId} refundable={refundable} onRefunded={setMessage} />
        ) : (
          <>
            <Button variant="secondary" disabled aria-describedby="estorno-somente-leitura">
              {t("refund")}
            </Button>
            <p id="estorno-somente-leitura" className="text-sm text-stone-600 sm:text-right">
              {t("readOnlyHint")}
            </p>
          </>
        ))}
      <p role="status" className="text-sm font-medium text-green-800">
        {message}
      </p>
    </div>
  );
}
