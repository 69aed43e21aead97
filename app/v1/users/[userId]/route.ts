import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { noContent, respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { auditBy, recordAudit } from "@/lib/audit/record-audit";
import { prisma } from "@/lib/db";
import { updateUserSchema } from "@/lib/schemas/users";
import { deleteUser } from "@/lib/users/delete-user";
import { updateUser } from "@/lib/users/update-user";

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
