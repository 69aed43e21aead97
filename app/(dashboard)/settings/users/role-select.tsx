"use client";

import { Select } from "@/components/ui/select";
import { describeApiError } from "@/lib/forms/messages";
import { useUpdateUser } from "@/lib/queries/settings";
import type { User, UserRole } from "@/lib/schemas/users";
import { assignableRoles, ROLE_LABELS } from "./roles";

/** Changes a user's role at once (PATCH /v1/users/{id}); the API keeps at least one owner. */
export function RoleSelect({ user, actorRole }: { user: User; actorRole: UserRole }) {
  const update = useUpdateUser();
  const roles = assignableRoles(actorRole);
  const id = `role-${user.id}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="sr-only">
        Papel de {user.name}
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
            {ROLE_LABELS[r]}
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
