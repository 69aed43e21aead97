"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";

import { ListError } from "@/components/data-table/list-states";
import { FormActions } from "@/components/forms/form-actions";
import { FormAlert, FormField } from "@/components/forms/form-field";
import { MoneyInput } from "@/components/forms/money-input";
import { emptyAsUndefined } from "@/components/forms/with-mask";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { ApiClientError } from "@/lib/client/api-client";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useBankLabel } from "@/lib/client/hooks/use-bank-label";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useIdempotencyKey } from "@/lib/client/hooks/use-idempotency-key";
import {
  type Recipient,
  useAvailableBalance,
  useRecipientBankAccounts,
  useRecipients,
} from "@/lib/client/queries/recipients";
import { useCreateTransfer, useTransferFees } from "@/lib/client/queries/transfers";
import { formatBRL } from "@/lib/formats/money";
import { type CreateTransferInput, createTransferSchema } from "@/lib/schemas/transfers";

import { AvailableBalance } from "./available-balance";

const FIELDS = ["recipientId", "amount", "bankAccountId", "pixKey", "description"];

/** Loads the recipients first, so the form starts with one chosen. */
export function TransferForm({ initialRecipientId }: { initialRecipientId?: number }) {
  const t = useTranslations("transferForm");
  const recipients = useRecipients({ limit: "100" });
  if (recipients.isPending) return <p className="text-sm text-stone-600">{t("loadingRecipients")}</p>;
  if (recipients.isError)
    return (
      <ListError title={t("recipientsError")} error={recipients.error} onRetry={() => void recipients.refetch()} />
    );
  const list = recipients.data.data;
  const initial = list.find((r) => r.id === initialRecipientId) ?? list.find((r) => r.isDefault) ?? list[0];
  if (!initial) return <p className="text-sm text-stone-600">{t("noRecipients")}</p>;
  return <TransferFormFields recipients={list} initialRecipientId={initial.id} />;
}

function TransferFormFields({
  recipients,
  initialRecipientId,
}: {
  recipients: Recipient[];
  initialRecipientId: number;
}) {
  const t = useTranslations("transferForm");
  const { locale } = useErrorText();
  const bankLabel = useBankLabel();
  const router = useRouter();
  const create = useCreateTransfer();
  const [formError, setFormError] = useState<string | null>(null);
  const [destination, setDestination] = useState<"bank_account" | "pix">("bank_account");
  // the transfer being confirmed
  const [pending, setPending] = useState<CreateTransferInput | null>(null);
  const fees = useTransferFees();
  // one key per attempt; kept only when the answer never came (a retry must not transfer twice)
  const idempotencyKey = useIdempotencyKey();
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm({
    resolver: zodResolver(createTransferSchema),
    defaultValues: { recipientId: initialRecipientId },
  });
  const { errors, isSubmitting } = formState;
  const recipientId = Number(useWatch({ control, name: "recipientId" })) || undefined;
  const balance = useAvailableBalance(recipientId);
  const accounts = useRecipientBankAccounts(recipientId);
  const accountList = accounts.data?.data;

  // a new recipient brings its own accounts: preselect its latest one, unless the merchant chose a
  // Pix key (the accounts may arrive after that choice: both set is refused by the schema)
  useEffect(() => {
    if (!accountList || destination !== "bank_account") return;
    const current = Number(getValues("bankAccountId"));
    if (!accountList.some((a) => a.id === current)) setValue("bankAccountId", accountList[0]?.id);
  }, [accountList, destination, getValues, setValue]);

  // the form only prepares the transfer (Enter in any field included): it is sent from the
  // confirmation, which shows the destination, the fee and the balance after
  const review = handleSubmit((values) => {
    setFormError(null);
    setPending(values);
  });

  const send = async (values: CreateTransferInput) => {
    setFormError(null);
    try {
      const transfer = await create.mutateAsync({ input: values, idempotencyKey: idempotencyKey.current() });
      router.push(`/transfers/${transfer.id}`);
    } catch (error) {
      const isAnswered = error instanceof ApiClientError && error.status > 0 && error.status < 500;
      if (isAnswered) idempotencyKey.answered();
      if (error instanceof ApiClientError && error.code === "insufficient_balance") {
        const available = Number(error.details.available ?? 0);
        setError(
          "amount",
          { type: "server", message: t("insufficientBalance", { amount: formatBRL(available) }) },
          { shouldFocus: true },
        );
        void balance.refetch();
        return;
      }
      setFormError(applyServerErrors(error, setError, FIELDS, locale));
    } finally {
      setPending(null);
    }
  };

  return (
    <form onSubmit={(event) => void review(event)} noValidate aria-label={t("title")} className="space-y-6">
      <FormAlert message={formError} />
      <Card>
        <CardContent className="space-y-5">
          <FormField label={t("recipient")} id="transfer-recipient" error={errors.recipientId}>
            {(p) => (
              <Select {...p} {...register("recipientId")}>
                {recipients.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.isDefault ? t("recipientOptionDefault", { name: r.legalName }) : r.legalName}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <AvailableBalance query={balance} />

          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-stone-700">{t("destination")}</legend>
            <div className="flex flex-wrap gap-4">
              {(
                [
                  ["bank_account", t("toBankAccount")],
                  ["pix", t("toPixKey")],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex items-center gap-2 text-sm text-stone-800">
                  <input
                    type="radio"
                    name="destination"
                    value={value}
                    checked={destination === value}
                    onChange={() => setDestination(value)}
                    className="size-4 accent-brand-600"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          {destination === "bank_account" ? (
            <FormField
              label={t("bankAccount")}
              id="transfer-bankAccount"
              error={errors.bankAccountId}
              hint={accountList && accountList.length === 0 ? t("noAccountHint") : undefined}
            >
              {(p) => (
                <Select
                  {...p}
                  disabled={!accountList || accountList.length === 0}
                  {...register("bankAccountId", { shouldUnregister: true, setValueAs: emptyAsUndefined })}
                >
                  {!accountList && <option value="">{t("loadingAccounts")}</option>}
                  {accountList?.map((a, i) => (
                    <option key={a.id} value={a.id}>
                      {t(i === 0 ? "accountOptionLatest" : "accountOption", {
                        bank: bankLabel(a.bankCode),
                        agency: a.agencyNumber,
                        account: a.accountNumber,
                        digit: a.accountDigit,
                      })}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          ) : (
            <FormField label={t("pixKey")} id="transfer-pixKey" error={errors.pixKey} hint={t("pixKeyHint")}>
              {(p) => (
                <Input
                  {...p}
                  autoComplete="off"
                  {...register("pixKey", { shouldUnregister: true, setValueAs: emptyAsUndefined })}
                />
              )}
            </FormField>
          )}

          <FormField label={t("amount")} id="transfer-amount" error={errors.amount}>
            {(p) => (
              <div className="flex flex-wrap items-center gap-2">
                <Controller
                  control={control}
                  name="amount"
                  render={({ field }) => (
                    <div className="w-full sm:w-56">
                      <MoneyInput
                        {...p}
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                      />
                    </div>
                  )}
                />
                {balance.data && balance.data.amount > 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setValue("amount", balance.data.amount, { shouldValidate: true })}
                  >
                    {t("transferAll")}
                  </Button>
                )}
              </div>
            )}
          </FormField>
          <FormField label={t("descriptionOptional")} id="transfer-description" error={errors.description}>
            {(p) => <Input {...p} autoComplete="off" {...register("description", { setValueAs: emptyAsUndefined })} />}
          </FormField>
        </CardContent>
      </Card>
      <FormActions
        isSubmitting={isSubmitting}
        submitLabel={t("review")}
        submittingLabel={t("submitting")}
        cancelLabel={t("cancel")}
        onCancel={() => router.push("/transfers")}
      />
      <ConfirmDialog
        isOpen={pending !== null}
        title={t("confirmTitle")}
        confirmLabel={create.isPending ? t("submitting") : t("confirm")}
        isBusy={create.isPending || !fees.data}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void send(pending)}
      >
        {pending && (
          <TransferSummary
            input={pending}
            recipient={recipients.find((r) => r.id === Number(pending.recipientId))}
            accountLabel={(() => {
              const a = accountList?.find((x) => x.id === Number(pending.bankAccountId));
              return a
                ? t("accountOption", {
                    bank: bankLabel(a.bankCode),
                    agency: a.agencyNumber,
                    account: a.accountNumber,
                    digit: a.accountDigit,
                  })
                : undefined;
            })()}
            fee={fees.data ? fees.data[pending.pixKey ? "pix" : "bank_account"] : undefined}
            available={balance.data?.amount}
          />
        )}
      </ConfirmDialog>
    </form>
  );
}

// What the confirmation shows: who receives, where, how much, what it costs and what is left.
function TransferSummary({
  input,
  recipient,
  accountLabel,
  fee,
  available,
}: {
  input: CreateTransferInput;
  recipient?: Recipient;
  accountLabel?: string;
  fee?: number;
  available?: number;
}) {
  const t = useTranslations("transferForm");
  const rows: [string, string][] = [
    [t("recipient"), recipient?.legalName ?? `#${input.recipientId}`],
    [t("destination"), input.pixKey ? t("summaryPix", { key: input.pixKey }) : (accountLabel ?? t("latestAccount"))],
    [t("amount"), formatBRL(input.amount)],
    [t("fee"), fee === undefined ? "…" : formatBRL(fee)],
    [t("total"), fee === undefined ? "…" : formatBRL(input.amount + fee)],
    [t("balanceAfter"), fee === undefined || available === undefined ? "…" : formatBRL(available - input.amount - fee)],
  ];
  return (
    <dl aria-label={t("summaryLabel")} className="divide-y divide-stone-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 py-1.5">
          <dt className="text-stone-600">{label}</dt>
          <dd className="text-right font-medium tabular-nums text-stone-900">{value}</dd>
        </div>
      ))}
      {input.description && (
        <div className="flex justify-between gap-4 py-1.5">
          <dt className="text-stone-600">{t("descriptionOptional")}</dt>
          <dd className="text-right text-stone-900">{input.description}</dd>
        </div>
      )}
    </dl>
  );
}
