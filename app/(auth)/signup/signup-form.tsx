"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";

import { DocumentInput } from "@/components/forms/document-input";
import { FormAlert, FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { postJson } from "@/lib/client/api-client";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { signUpSchema } from "@/lib/schemas/signup";

const formSchema = signUpSchema.pick({
  legalName: true,
  documentNumber: true,
  ownerName: true,
  email: true,
  password: true,
});
const FIELDS = ["legalName", "documentNumber", "ownerName", "email", "password"] as const;

const postSignUp = (values: unknown) => postJson<{ apiKey: string }>("/api/sandbox/companies", values);

export function SignUpForm() {
  const t = useTranslations("signup");
  const { locale } = useErrorText();
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const [apiKey, setApiKey] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { legalName: "", documentNumber: "", ownerName: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const created = await postSignUp(values);
      // signed in at once with what was just typed; the key is shown before leaving the page
      const login = await signIn("credentials", { email: values.email, password: values.password, redirect: false });
      if (!login || login.error) setFormError(t("signInFailed"));
      setApiKey(created.apiKey);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, locale));
    }
  });

  if (apiKey)
    return (
      <div className="space-y-4">
        <h2 className="text-lg font-semibold text-stone-900">{t("createdHeading")}</h2>
        <FormAlert message={formError} />
        <OneTimeSecret
          message={t("createdMessage")}
          secret={apiKey}
          secretLabel={t("secretLabel")}
          copyLabel={t("copy")}
          dismissLabel={t("continue")}
          testId="signup-secret"
          onDismiss={() => router.replace(formError ? "/login" : "/overview")}
        />
      </div>
    );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      method="post"
      noValidate
      className="space-y-4"
      aria-label={t("submit")}
    >
      <FormAlert message={formError} />
      <FormField label={t("legalName")} id="signup-legal-name" error={errors.legalName}>
        {(p) => <Input {...p} autoComplete="organization" autoFocus {...register("legalName")} />}
      </FormField>
      <FormField label={t("documentNumber")} id="signup-document" error={errors.documentNumber}>
        {(p) => <DocumentInput {...p} placeholder={undefined} registration={register("documentNumber")} />}
      </FormField>
      <FormField label={t("ownerName")} id="signup-owner-name" error={errors.ownerName}>
        {(p) => <Input {...p} autoComplete="name" {...register("ownerName")} />}
      </FormField>
      <FormField label={t("email")} id="signup-email" error={errors.email}>
        {(p) => <Input {...p} type="email" autoComplete="email" {...register("email")} />}
      </FormField>
      <FormField label={t("password")} id="signup-password" error={errors.password} hint={t("passwordHint")}>
        {(p) => <Input {...p} type="password" autoComplete="new-password" {...register("password")} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("submitting") : t("submit")}
      </Button>
    </form>
  );
}
