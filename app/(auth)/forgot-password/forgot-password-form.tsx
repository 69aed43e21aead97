"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { FormAlert, FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { postJson } from "@/lib/client/api-client";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { requestPasswordResetSchema } from "@/lib/schemas/password-setup";

import { DoneThenSignIn } from "../done-then-sign-in";

const postReset = (values: unknown) => postJson<void>("/api/public/password-reset", values);

// The answer is the same for any address (the server tells no one who has an account).
export function ForgotPasswordForm() {
  const t = useTranslations("forgotPassword");
  const { locale } = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: "" },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await postReset(values);
      setDone(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["email"], locale));
    }
  });

  if (isDone) return <DoneThenSignIn message={t("done")} signIn={t("signIn")} />;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label={t("title")}>
      <FormAlert message={formError} />
      <FormField label={t("email")} id="reset-email" error={formState.errors.email}>
        {(p) => <Input {...p} type="email" autoComplete="email" {...register("email")} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
