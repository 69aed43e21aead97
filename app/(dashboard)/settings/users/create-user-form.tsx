"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormAlert, FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { applyServerErrors } from "@/lib/forms/server-errors";
import { useCreateUser } from "@/lib/queries/settings";
import { createUserSchema, type UserRole } from "@/lib/schemas/users";
import { assignableRoles, ROLE_HINTS, ROLE_LABELS } from "./roles";

const FIELDS = ["name", "email", "password", "role"];

/** POST /v1/users: a login with an initial password the merchant hands over to the person. */
export function CreateUserForm({ actorRole, onDone }: { actorRole: UserRole; onDone: () => void }) {
  const create = useCreateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(createUserSchema),
    defaultValues: { name: "", email: "", password: "", role: "viewer" as UserRole },
  });
  const { errors, isSubmitting } = formState;
  const role = watch("role");

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await create.mutateAsync(values);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Novo usuário" className="space-y-4 rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200">
      <FormAlert message={formError} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Nome" id="user-name" error={errors.name}>
          {(p) => <Input {...p} autoComplete="off" {...register("name")} />}
        </FormField>
        <FormField label="E-mail" id="user-email" error={errors.email} hint="É o login da pessoa.">
          {(p) => <Input {...p} type="email" autoComplete="off" {...register("email")} />}
        </FormField>
        <FormField label="Senha inicial" id="user-password" error={errors.password} hint="Pelo menos 10 caracteres. Entregue à pessoa por um canal seguro.">
          {(p) => <Input {...p} type="password" autoComplete="new-password" {...register("password")} />}
        </FormField>
        <FormField label="Papel" id="user-role" error={errors.role} hint={role ? ROLE_HINTS[role as UserRole] : undefined}>
          {(p) => (
            <Select {...p} {...register("role")}>
              {assignableRoles(actorRole).map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Criando…" : "Criar usuário"}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
