import { auditBy } from "@/lib/domain/audit/record-audit";
import { deleteUser } from "@/lib/domain/users/delete-user";
import { updateUser } from "@/lib/domain/users/update-user";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { noContent, respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { updateUserSchema } from "@/lib/schemas/users";

// PUT|PATCH /v1/users/{userId} – role and name; the company always keeps an owner
const update = withAuth(
  { role: "admin", sessionOnly: true, params: { userId: pathId("user") }, body: updateUserSchema },
  async (ctx) =>
    respond(
      await updateUser({
        companyId: ctx.companyId,
        actorRole: ctx.principal.role,
        userId: ctx.params.userId,
        input: ctx.body,
        by: auditBy(ctx),
      }),
    ),
);

export { update as PATCH, update as PUT };

// DELETE /v1/users/{userId} – remove a login (owners); not yourself, not the last owner
export const DELETE = withAuth(
  { role: "owner", sessionOnly: true, params: { userId: pathId("user") } },
  async (ctx) => {
    await deleteUser({
      companyId: ctx.companyId,
      actorUserId: ctx.principal.userId,
      userId: ctx.params.userId,
      by: auditBy(ctx),
    });
    return noContent();
  },
);

export const { GET, POST, OPTIONS } = otherMethods("PUT", "PATCH", "DELETE");
