"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { FormActions } from "@/components/forms/form-actions";
import { FormAlert, FormField } from "@/components/forms/form-field";
import { MoneyInput } from "@/components/forms/money-input";
import { emptyAsUndefined } from "@/components/forms/with-mask";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import {
  type PaymentLink,
  useCreatePaymentLink,
  useLinkImage,
  useUpdatePaymentLink,
} from "@/lib/client/queries/payment-links";
import { createPaymentLinkSchema, DEFAULT_PAYMENT_LINK_SETTINGS } from "@/lib/schemas/payment-links";

import { PaymentLinkImageField } from "./payment-link-image-field";
import { PaymentLinkSellingFields, SELLING_FIELDS } from "./payment-link-selling-fields";
import { PaymentLinkSettingsFields, SETTINGS_FIELDS } from "./payment-link-settings-fields";

const FIELDS = ["title", "amount", "alias", "status", "settings", ...SETTINGS_FIELDS, ...SELLING_FIELDS];

type Props = { link?: PaymentLink; monthlyRate: number };

/**
 * Create (POST) or edit (PATCH) a payment link with every setting. Both validate with the
 * creation schema: the form always holds the whole link, so the cross-field rules apply too.
 */
export function PaymentLinkForm({ link, monthlyRate }: Props) {
  const t = useTranslations("paymentLinkForm");
  const { locale } = useErrorText();
  const router = useRouter();
  const create = useCreatePaymentLink();
  const update = useUpdatePaymentLink(link?.id ?? 0);
  const [formError, setFormError] = useState<string | null>(null);
  const image = useLinkImage(link?.id ?? 0);
  const [chosenImage, setChosenImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(createPaymentLinkSchema),
    defaultValues: {
      title: link?.title ?? "",
      amount: link?.amount,
      alias: link?.alias,
      status: link?.status === "inactive" ? "inactive" : "active",
      settings: link?.settings ?? DEFAULT_PAYMENT_LINK_SETTINGS,
      description: link?.description ?? null,
      maxQuantity: link?.maxQuantity ?? 1,
      expiresAt: link?.expiresAt ?? null,
      maxPayments: link?.maxPayments ?? null,
      redirectUrl: link?.redirectUrl ?? null,
      splits: link?.splits ?? [],
    },
  });
  const { errors, isSubmitting } = formState;
  const alias = watch("alias");

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = link ? await update.mutateAsync(values) : await create.mutateAsync(values);
      // the image goes after the link exists (a new link has no id before)
      if (chosenImage) await image.upload.mutateAsync({ linkId: saved.id, file: chosenImage });
      else if (removeImage && link?.imageUrl) await image.remove.mutateAsync();
      router.push("/payment-links");
    } catch (error) {
      const onImage = image.upload.isError;
      const message = applyServerErrors(error, setError, FIELDS, locale);
      if (onImage) setImageError(message);
      else setFormError(message);
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={link ? t("editTitle") : t("newTitle")}
      className="space-y-6"
    >
      <FormAlert message={formError} />
      <Card aria-labelledby="link-dados">
        <CardHeader id="link-dados" title={t("productCard")} />
        <CardContent className="space-y-4">
          <FormField label={t("title")} id="link-title" error={errors.title} hint={t("titleHint")}>
            {(p) => <Input {...p} autoComplete="off" {...register("title")} />}
          </FormField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField label={t("amount")} id="link-amount" error={errors.amount}>
              {(p) => (
                <Controller
                  control={control}
                  name="amount"
                  render={({ field }) => (
                    <MoneyInput
                      {...p}
                      ref={field.ref}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField label={t("status")} id="link-status" error={errors.status}>
              {(p) => (
                <Select {...p} {...register("status")}>
                  <option value="active">{t("statusActive")}</option>
                  <option value="inactive">{t("statusInactive")}</option>
                </Select>
              )}
            </FormField>
          </div>
          <FormField
            label={link ? t("aliasEdit") : t("aliasNew")}
            id="link-alias"
            error={errors.alias}
            hint={alias ? t("aliasPreview", { alias }) : t("aliasHint")}
          >
            {(p) => (
              <Input
                {...p}
                autoComplete="off"
                spellCheck={false}
                {...register("alias", { setValueAs: emptyAsUndefined })}
              />
            )}
          </FormField>
        </CardContent>
      </Card>
      <PaymentLinkImageField
        current={link?.imageUrl ?? null}
        chosen={chosenImage}
        onChoose={(file) => {
          setChosenImage(file);
          setImageError(null);
        }}
        removeCurrent={removeImage}
        onRemoveCurrent={setRemoveImage}
        error={imageError}
      />
      <PaymentLinkSellingFields register={register} control={control} errors={errors} />
      <PaymentLinkSettingsFields register={register} errors={errors} monthlyRate={monthlyRate} />
      <FormActions
        isSubmitting={isSubmitting}
        submitLabel={link ? t("save") : t("create")}
        submittingLabel={t("saving")}
        cancelLabel={t("cancel")}
        onCancel={() => router.push("/payment-links")}
      />
    </form>
  );
}
