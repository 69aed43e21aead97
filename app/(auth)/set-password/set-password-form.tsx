"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { FormAlert, FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { postJson } from "@/lib/client/api-client";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { setPasswordSchema } from "@/lib/schemas/password-setup";

import { DoneThenSignIn } from "../done-then-sign-in";

const postPassword = (values: unknown) => postJson<void>("/api/public/password-setup", values);

const formSchema = setPasswordSchema.pick({ password: true });

// the token lives in the URL's fragment, which never reaches a server log; null while rendering on the server
const onHashChange = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
};
const readToken = () => window.location.hash.slice(1);
const noToken = () => null;

export function SetPasswordForm() {
  const t = useTranslations("setPassword");
  const { locale } = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const [isDone, setDone] = useState(false);
  const token = useSyncExternalStore(onHashChange, readToken, noToken);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { password: "" },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await postPassword({ ...values, token });
      setDone(true);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ["password"], locale));
    }
  });

  if (isDone) return <DoneThenSignIn message={t("done")} signIn={t("signIn")} />;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-label={t("title")}>
      <FormAlert message={formError ?? (token === "" ? t("missingToken") : null)} />
      <FormField label={t("password")} id="new-password" error={formState.errors.password} hint={t("passwordHint")}>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register("password")} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={formState.isSubmitting || !token}>
        {formState.isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
