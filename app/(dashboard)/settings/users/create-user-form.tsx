"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "use-intl";
import { z } from "zod";

import { FormActions } from "@/components/forms/form-actions";
import { FormAlert, FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { applyServerErrors } from "@/lib/client/forms/server-errors";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useCreateUser } from "@/lib/client/queries/settings";
import { passwordSchema } from "@/lib/schemas/password";
import { createUserSchema, type UserRole } from "@/lib/schemas/users";

import { assignableRoles } from "./roles";

const FIELDS = ["name", "email", "password", "role"];
// an empty password field: the member chooses theirs through a one-time link
const formSchema = createUserSchema.extend({
  password: z.union([z.literal(""), passwordSchema]).transform((p) => p || undefined),
});

/**
 * POST /v1/users: a login with an initial password the merchant hands over to the person, or, with
 * the field left empty, a one-time link for the person to choose one (e-mailed, and shown once).
 */
export function CreateUserForm({
  actorRole,
  onDone,
}: {
  actorRole: UserRole;
  onDone: (link: { url: string; isEmailed: boolean } | null) => void;
}) {
  const t = useTranslations("users");
  const tRole = useTranslations("roles");
  const { locale } = useErrorText();
  const create = useCreateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { name: "", email: "", password: "", role: "viewer" as UserRole },
  });
  const { errors, isSubmitting } = formState;
  const role = watch("role");

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const made = await create.mutateAsync(values);
      onDone(made.passwordSetupUrl ? { url: made.passwordSetupUrl, isEmailed: made.isInvitationEmailed } : null);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, locale));
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t("newUser")}
      className="space-y-4 rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200"
    >
      <FormAlert message={formError} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t("name")} id="user-name" error={errors.name}>
          {(p) => <Input {...p} autoComplete="off" {...register("name")} />}
        </FormField>
        <FormField label={t("email")} id="user-email" error={errors.email} hint={t("emailHint")}>
          {(p) => <Input {...p} type="email" autoComplete="off" {...register("email")} />}
        </FormField>
        <FormField label={t("password")} id="user-password" error={errors.password} hint={t("passwordHint")}>
          {(p) => <Input {...p} type="password" autoComplete="new-password" {...register("password")} />}
        </FormField>
        <FormField
          label={t("role")}
          id="user-role"
          error={errors.role}
          hint={role ? t(`roleHints.${role as UserRole}`) : undefined}
        >
          {(p) => (
            <Select {...p} {...register("role")}>
              {assignableRoles(actorRole).map((r) => (
                <option key={r} value={r}>
                  {tRole(r)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormActions
        isSubmitting={isSubmitting}
        submitLabel={t("create")}
        submittingLabel={t("creating")}
        cancelLabel={t("cancel")}
        onCancel={() => onDone(null)}
      />
    </form>
  );
}
