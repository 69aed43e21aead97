"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/label";
import { MoneyInput } from "@/components/ui/money-input";
import { ApiClientError } from "@/lib/api/client";
import { useErrorText } from "@/lib/forms/use-error-text";
import { formatBRL } from "@/lib/money";
import { useRefundTransaction } from "@/lib/queries/transactions";
import { refundSchema } from "@/lib/schemas/transactions";

// getRandomValues, not randomUUID: the dashboard may be served over plain http on a LAN
const randomKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

type Props = { transactionId: number; refundable: number; onRefunded: (message: string) => void };

/** "Estornar" and its dialog: everything that remains, or part of it. */
export function RefundButton(props: Props) {
  const t = useTranslations("refundDialog");
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("open")}
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t("title", { id: props.transactionId })}
        titleId="estorno-titulo"
        description={t.rich("available", {
          amount: formatBRL(props.refundable),
          strong: (chunks) => <strong className="tabular-nums text-stone-900">{chunks}</strong>,
        })}
      >
        <RefundForm
          {...props}
          onCancel={() => setOpen(false)}
          onRefunded={(message) => {
            setOpen(false);
            props.onRefunded(message);
          }}
        />
      </Dialog>
    </>
  );
}

function RefundForm({ transactionId, refundable, onRefunded, onCancel }: Props & { onCancel: () => void }) {
  const t = useTranslations("refundDialog");
  const { describeApiError, translateMessage } = useErrorText();
  const router = useRouter();
  const refund = useRefundTransaction(transactionId);
  // the same request sent again (a retry after a lost answer) reuses its Idempotency-Key and
  // refunds once; a different amount is a new request with a new key
  const sent = useRef<{ body: string; key: string } | null>(null);
  const [isPartial, setPartial] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, clearErrors, watch, formState } = useForm({
    resolver: zodResolver(refundSchema),
    defaultValues: { amount: undefined },
  });
  const { errors, isSubmitting } = formState;
  const amount = watch("amount");
  const value = isPartial ? amount : refundable;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    if (isPartial && !input.amount) return setError("amount", { message: t("amountRequired") });
    if (isPartial && input.amount! > refundable)
      return setError("amount", { message: t("amountAboveAvailable", { amount: formatBRL(refundable) }) });
    const body = isPartial ? { amount: input.amount } : {};
    if (sent.current?.body !== JSON.stringify(body)) sent.current = { body: JSON.stringify(body), key: randomKey() };
    try {
      // the answer is the Refund: it emptied the transaction when it took all that was refundable
      const refunded = await refund.mutateAsync({ input: body, idempotencyKey: sent.current.key });
      router.refresh();
      onRefunded(
        t(refunded.amount >= refundable ? "refundedTotal" : "refundedPartial", { amount: formatBRL(refunded.amount) }),
      );
    } catch (error) {
      showServerError(error);
    }
  });

  function showServerError(error: unknown) {
    if (!(error instanceof ApiClientError)) return setFormError(describeApiError(error));
    const issues = Array.isArray(error.details.issues)
      ? (error.details.issues as { path: string; message: string }[])
      : [];
    const onAmount = issues.find((i) => i.path === "amount");
    if (onAmount) return setError("amount", { message: translateMessage(onAmount.message) });
    const available = Number(error.details.refundable);
    switch (error.code) {
      case "refund_exceeds_available":
        // someone refunded meanwhile: show what is really left
        router.refresh();
        setPartial(true);
        return setError("amount", {
          message: t("amountAboveAvailable", {
            amount: formatBRL(Number.isFinite(available) ? available : refundable),
          }),
        });
      case "invalid_amount":
        return setError("amount", { message: t("amountNotPositive") });
      case "invalid_state":
        return setFormError(t("notRefundable"));
      case "insufficient_balance":
        return setFormError(t("insufficientBalance"));
      default:
        return setFormError(describeApiError(error));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t("formLabel")}>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-inset ring-red-200">
          {formError}
        </p>
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-700">{t("type")}</legend>
        <div className="space-y-2">
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="radio"
              name="tipo-estorno"
              className="size-4 accent-brand-600"
              checked={!isPartial}
              onChange={() => {
                setPartial(false);
                clearErrors("amount");
              }}
            />
            {t("total", { amount: formatBRL(refundable) })}
          </label>
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="radio"
              name="tipo-estorno"
              className="size-4 accent-brand-600"
              checked={isPartial}
              onChange={() => setPartial(true)}
            />
            {t("partial")}
          </label>
        </div>
      </fieldset>
      {isPartial && (
        <Field label={t("amount")} htmlFor="refund-amount" error={errors.amount?.message} errorId="refund-amount-error">
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <MoneyInput
                id="refund-amount"
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="R$ 0,00"
                autoFocus
                aria-invalid={errors.amount ? true : undefined}
                aria-describedby={errors.amount ? "refund-amount-error" : "refund-amount-hint"}
              />
            )}
          />
          {!errors.amount && (
            <p id="refund-amount-hint" className="text-xs text-stone-600">
              {t("amountHint", { amount: formatBRL(refundable) })}
            </p>
          )}
        </Field>
      )}
      <p className="text-sm text-stone-600">{t("warning")}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t("cancel")}
        </Button>
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          {isSubmitting ? t("submitting") : value ? t("submitAmount", { amount: formatBRL(value) }) : t("submit")}
        </Button>
      </div>
    </form>
  );
}
