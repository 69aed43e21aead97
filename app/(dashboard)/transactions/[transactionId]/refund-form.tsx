"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { FormAlert, FormField } from "@/components/forms/form-field";
import { MoneyInput } from "@/components/forms/money-input";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ApiClientError } from "@/lib/client/api-client";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useIdempotencyKey } from "@/lib/client/hooks/use-idempotency-key";
import { useRefundTransaction } from "@/lib/client/queries/transactions";
import { formatBRL } from "@/lib/formats/money";
import { refundSchema } from "@/lib/schemas/transactions";

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
  const { locale } = useErrorText();
  const router = useRouter();
  const refund = useRefundTransaction(transactionId);
  // the same request sent again (a retry after a lost answer) reuses its Idempotency-Key and
  // refunds once; a different amount is a new request with a new key
  const idempotencyKey = useIdempotencyKey();
  const [lastBody, setLastBody] = useState<string | null>(null);
  const [isPartial, setPartial] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control: formControl,
    handleSubmit,
    setError,
    clearErrors,
    watch,
    formState,
  } = useForm({
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
    if (lastBody !== JSON.stringify(body)) idempotencyKey.answered();
    setLastBody(JSON.stringify(body));
    try {
      // the answer is the Refund: it emptied the transaction when it took all that was refundable
      const refunded = await refund.mutateAsync({ input: body, idempotencyKey: idempotencyKey.current() });
      idempotencyKey.answered();
      router.refresh();
      onRefunded(
        t(refunded.amount >= refundable ? "refundedTotal" : "refundedPartial", { amount: formatBRL(refunded.amount) }),
      );
    } catch (error) {
      showServerError(error);
    }
  });

  function showServerError(error: unknown) {
    if (!(error instanceof ApiClientError) || Array.isArray(error.details.issues))
      return setFormError(applyServerErrors(error, setError, ["amount"], locale));
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
        return setFormError(applyServerErrors(error, setError, ["amount"], locale));
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label={t("formLabel")}>
      <FormAlert message={formError} />
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
        <FormField
          label={t("amount")}
          id="refund-amount"
          error={errors.amount}
          hint={errors.amount ? undefined : t("amountHint", { amount: formatBRL(refundable) })}
        >
          {(control) => (
            <Controller
              control={formControl}
              name="amount"
              render={({ field }) => (
                <MoneyInput
                  {...control}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="R$ 0,00"
                  autoFocus
                />
              )}
            />
          )}
        </FormField>
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
