"use client";

import { useTranslations } from "use-intl";

import { Select } from "@/components/ui/select";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useUpdateUser } from "@/lib/client/queries/settings";
import type { User, UserRole } from "@/lib/schemas/users";

import { assignableRoles } from "./roles";

/** Changes a user's role at once (PATCH /v1/users/{id}); the API keeps at least one owner. */
export function RoleSelect({ user, actorRole }: { user: User; actorRole: UserRole }) {
  const t = useTranslations("users");
  const tRole = useTranslations("roles");
  const { describeApiError } = useErrorText();
  const update = useUpdateUser();
  const roles = assignableRoles(actorRole);
  const id = `role-${user.id}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="sr-only">
        {t("roleOf", { name: user.name })}
      </label>
      <Select
        id={id}
        className="h-8 w-48"
        value={user.role}
        disabled={update.isPending}
        aria-describedby={update.isError ? `${id}-error` : undefined}
        onChange={(e) => update.mutate({ id: user.id, input: { role: e.target.value as UserRole } })}
      >
        {roles.map((r) => (
          <option key={r} value={r}>
            {tRole(r)}
          </option>
        ))}
      </Select>
      {update.isError && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {describeApiError(update.error)}
        </p>
      )}
    </div>
  );
}
