import { withAuth } from "@/lib/api/with-auth";
import { parseId, parseWith } from "@/lib/api/parse";
import { noContent, respond } from "@/lib/api/respond";
import { requireDashboardUser } from "@/lib/api/require-dashboard-user";
import { updateUserSchema } from "@/lib/schemas/users";
import { updateUser } from "@/lib/users/update-user";
import { deleteUser } from "@/lib/users/delete-user";
import { otherMethods } from "@/lib/api/method-not-allowed";

// PUT|PATCH /v1/users/{userId} – role and name; the company always keeps an owner
const update = withAuth(async ({ companyId, principal, params, body }) => {
  const actor = requireDashboardUser(principal);
  const userId = parseId(params.userId, "user");
  return respond(await updateUser({ companyId, actorRole: actor.role, userId, input: parseWith(updateUserSchema, body ?? {}) }));
});

export { update as PUT, update as PATCH };

// DELETE /v1/users/{userId} – remove a login (owners); not yourself, not the last owner
export const DELETE = withAuth(async ({ companyId, principal, params }) => {
  const actor = requireDashboardUser(principal);
  await deleteUser({ companyId, actorUserId: actor.userId, userId: parseId(params.userId, "user") });
  return noContent();
}, { minRole: "owner" });

export const { GET, POST, OPTIONS } = otherMethods("PUT", "PATCH", "DELETE");
