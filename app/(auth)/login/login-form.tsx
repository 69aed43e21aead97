"use client";

import { useState, useSyncExternalStore } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { signIn } from "next-auth/react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/label";
import { Input } from "@/components/ui/input";

const loginSchema = z.object({
  email: z.email("Informe um e-mail válido").trim(),
  password: z.string().min(1, "Informe a senha"),
});

const noSubscribe = () => () => {};

export function LoginForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = formState;
  // disabled until hydrated, so an early click waits instead of posting the form natively
  const isHydrated = useSyncExternalStore(noSubscribe, () => true, () => false);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormError(null);
    // redirect: false, because next-auth would build the redirect from NEXTAUTH_URL, not this host
    const result = await signIn("credentials", { email, password, redirect: false });
    if (!result || result.error) {
      setFormError(result?.error === "CredentialsSignin" || !result ? "E-mail ou senha incorretos." : "Não foi possível entrar. Tente novamente.");
      return;
    }
    router.replace(callbackUrl);
    router.refresh();
  });

  // method="post": a submit before hydration must never put the password in the URL
  return (
    <form onSubmit={onSubmit} method="post" noValidate className="space-y-4" aria-label="Entrar">
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-inset ring-red-200">
          {formError}
        </p>
      )}
      <Field label="E-mail" htmlFor="email" error={errors.email?.message} errorId="email-error">
        <Input
          id="email"
          type="email"
          autoComplete="email"
          autoFocus
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "email-error" : undefined}
          {...register("email")}
        />
      </Field>
      <Field label="Senha" htmlFor="password" error={errors.password?.message} errorId="password-error">
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "password-error" : undefined}
          {...register("password")}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={!isHydrated || isSubmitting}>
        {isSubmitting ? "Entrando…" : "Entrar"}
      </Button>
    </form>
  );
}
