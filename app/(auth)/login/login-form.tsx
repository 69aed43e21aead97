"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { signIn } from "next-auth/react";
import { useState, useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";

import { FormAlert } from "@/components/forms/form-field";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

const loginSchema = z.object({
  email: z.email("invalidEmail").trim(),
  password: z.string().min(1, "passwordRequired"),
  code: z.string().trim().max(20).optional(),
});

const noSubscribe = () => () => {};

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations("login");
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  // a second step once the password was right, for users with two-factor sign-in
  const [needsCode, setNeedsCode] = useState(false);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", code: "" },
  });
  const { errors, isSubmitting } = formState;
  // disabled until hydrated, so an early click waits instead of posting the form natively
  const isHydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

  const onSubmit = handleSubmit(async ({ email, password, code }) => {
    setFormError(null);
    // redirect: false, because next-auth would build the redirect from NEXTAUTH_URL, not this host
    const result = await signIn("credentials", {
      email,
      password,
      code: needsCode ? (code ?? "") : "",
      redirect: false,
    });
    if (result?.error === "TwoFactorRequired") {
      setNeedsCode(true);
      return;
    }
    if (!result || result.error) {
      const error = result?.error;
      setFormError(
        error === "TooManyAttempts"
          ? t("tooManyAttempts")
          : error === "TwoFactorInvalid"
            ? t("twoFactorInvalid")
            : error === "CredentialsSignin" || !result
              ? t("wrongCredentials")
              : t("failed"),
      );
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  });

  // method="post": a submit before hydration must never put the password in the URL
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      method="post"
      noValidate
      className="space-y-4"
      aria-label={t("submit")}
    >
      <FormAlert message={formError} />
      <FormField label={t("email")} id="email" error={errors.email && t("invalidEmail")}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          autoFocus
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "email-error" : undefined}
          {...register("email")}
        />
      </FormField>
      <FormField label={t("password")} id="password" error={errors.password && t("passwordRequired")}>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "password-error" : undefined}
          {...register("password")}
        />
      </FormField>
      {needsCode && (
        <FormField label={t("code")} id="code">
          <p className="text-sm text-stone-700" role="status">
            {t("twoFactorPrompt")}
          </p>
          <Input id="code" autoComplete="one-time-code" autoFocus aria-describedby="code-hint" {...register("code")} />
          <p id="code-hint" className="text-xs text-stone-600">
            {t("codeHint")}
          </p>
        </FormField>
      )}
      <Button type="submit" className="w-full" disabled={!isHydrated || isSubmitting}>
        {isSubmitting ? t("submitting") : t("submit")}
      </Button>
      <Link href="/forgot-password" className="block text-xs text-brand-800 underline underline-offset-2">
        {t("forgotPassword")}
      </Link>
    </form>
  );
}
