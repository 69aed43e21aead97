"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { ApiClientError } from "@/lib/client/api-client";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useUpdateDelivery } from "@/lib/client/queries/transactions";
import type { Transaction } from "@/lib/schemas/transactions";
import { deliveryStatuses, updateDeliverySchema } from "@/lib/schemas/transactions";

// the API refuses delivery updates of orders that were not paid (lib/domain/transactions/update-delivery.ts)
const SHIPPABLE = new Set(["paid", "partially_paid", "authorized"]);

type Props = { transactionId: number; status: string; delivery: Transaction["delivery"]; canEdit: boolean };

/** Shipping status and tracking code of a traceable order, editable while it can ship. */
export function DeliveryCard({ transactionId, status, delivery, canEdit }: Props) {
  const t = useTranslations("deliveryForm");
  const tDetail = useTranslations("transactionDetail");
  const { locale } = useErrorText();
  const router = useRouter();
  const mutation = useUpdateDelivery(transactionId);
  const [message, setMessage] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(updateDeliverySchema),
    defaultValues: { status: delivery?.status ?? "waiting", trackingCode: delivery?.trackingCode ?? "" },
  });
  const { errors, isSubmitting } = formState;
  const isEditable = canEdit && SHIPPABLE.has(status);

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    setMessage("");
    try {
      await mutation.mutateAsync(input);
      setMessage(t("saved"));
      router.refresh();
    } catch (error) {
      if (error instanceof ApiClientError && error.code === "invalid_state") return setFormError(t("onlyPaid"));
      setFormError(applyServerErrors(error, setError, ["status", "trackingCode"], locale));
    }
  });

  const options = deliveryStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }));

  return (
    <Card aria-labelledby="entrega">
      <CardHeader id="entrega" title={t("title")} />
      <CardContent className="space-y-3">
        {!isEditable ? (
          <>
            <DescriptionList
              items={[
                { label: t("status"), value: delivery ? t(`statuses.${delivery.status}`) : t("notInformed") },
                { label: t("trackingCode"), value: delivery?.trackingCode || "—" },
              ]}
            />
            {!canEdit && <p className="text-sm text-stone-600">{tDetail("readOnlyHint")}</p>}
          </>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3" aria-label={t("formLabel")}>
            {formError && (
              <p
                role="alert"
                className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-inset ring-red-200"
              >
                {formError}
              </p>
            )}
            <FormField label={t("deliveryStatus")} id="delivery-status" error={errors.status?.message}>
              <Select
                id="delivery-status"
                options={options}
                aria-invalid={errors.status ? true : undefined}
                aria-describedby={errors.status ? "delivery-status-error" : undefined}
                {...register("status")}
              />
            </FormField>
            <FormField label={t("trackingCode")} id="delivery-tracking" error={errors.trackingCode?.message}>
              <Input
                id="delivery-tracking"
                autoComplete="off"
                maxLength={100}
                aria-invalid={errors.trackingCode ? true : undefined}
                aria-describedby={errors.trackingCode ? "delivery-tracking-error" : undefined}
                {...register("trackingCode")}
              />
            </FormField>
            <Button type="submit" size="sm" disabled={isSubmitting}>
              {isSubmitting ? t("saving") : t("save")}
            </Button>
          </form>
        )}
        <p role="status" className="text-sm font-medium text-green-800">
          {message}
        </p>
      </CardContent>
    </Card>
  );
}
