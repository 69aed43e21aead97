"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { FormAlert, FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiFetch } from "@/lib/client/api-client";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { changePasswordFormSchema } from "@/lib/schemas/account";

export function ChangePasswordForm({ email }: { email: string }) {
  const t = useTranslations("account");
  const { locale } = useErrorText();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const { register, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await apiFetch("/users/me/password", { method: "POST", body: { currentPassword, newPassword } });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["currentPassword", "newPassword"], locale));
      return;
    }
    // every session ended, this one too: sign in again with the new password, here
    await signIn("credentials", { email, password: newPassword, redirect: false });
    reset();
    setSaved(true);
    router.refresh();
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label={t("passwordTitle")}>
      <FormAlert message={formError} />
      {isSaved && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200">
          {t("saved")}
        </p>
      )}
      <FormField label={t("currentPassword")} id="current-password" error={formState.errors.currentPassword}>
        {(p) => <Input {...p} type="password" autoComplete="current-password" {...register("currentPassword")} />}
      </FormField>
      <FormField
        label={t("newPassword")}
        id="new-password"
        error={formState.errors.newPassword}
        hint={t("newPasswordHint")}
      >
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register("newPassword")} />}
      </FormField>
      <FormField label={t("confirmPassword")} id="confirm-password" error={formState.errors.confirmPassword}>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register("confirmPassword")} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
