import { auditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { deleteUser } from "@/lib/domain/users/delete-user";
import { updateUser } from "@/lib/domain/users/update-user";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { noContent, respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { prisma } from "@/lib/platform/db";
import { updateUserSchema } from "@/lib/schemas/users";

// PUT|PATCH /v1/users/{userId} – role and name; the company always keeps an owner
const update = withAuth(
  { role: "admin", sessionOnly: true, params: { userId: pathId("user") }, body: updateUserSchema },
  async (ctx) => {
    const actor = ctx.principal;
    const userId = ctx.params.userId;
    const before = await prisma.user.findFirst({
      where: { id: userId, companyId: ctx.companyId },
      select: { name: true, role: true },
    });
    const updated = await updateUser({
      companyId: ctx.companyId,
      actorRole: actor.role,
      userId,
      input: ctx.body,
    });
    await recordAudit(prisma, {
      ...auditBy(ctx),
      action: "user.update",
      objectType: "user",
      objectId: userId,
      before,
      after: { name: updated.name, role: updated.role },
    });
    return respond(updated);
  },
);

export { update as PATCH, update as PUT };

// DELETE /v1/users/{userId} – remove a login (owners); not yourself, not the last owner
export const DELETE = withAuth(
  { role: "owner", sessionOnly: true, params: { userId: pathId("user") } },
  async (ctx) => {
    const actor = ctx.principal;
    const userId = ctx.params.userId;
    const before = await prisma.user.findFirst({
      where: { id: userId, companyId: ctx.companyId },
      select: { email: true, name: true, role: true },
    });
    await deleteUser({ companyId: ctx.companyId, actorUserId: actor.userId, userId });
    await recordAudit(prisma, { ...auditBy(ctx), action: "user.delete", objectType: "user", objectId: userId, before });
    return noContent();
  },
);

export const { GET, POST, OPTIONS } = otherMethods("PUT", "PATCH", "DELETE");
