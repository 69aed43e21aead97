import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";

import { assertAnotherOwner, lockCompanyUsers } from "./role-rules";

// DELETE /v1/users/{id}: removes the login; its sessions stop working on their next request.
// Nobody removes themselves (no locking out by mistake) and the last owner stays. `by` is recorded
// as user.delete in the same commit.
export async function deleteUser({
  companyId,
  actorUserId,
  userId,
  by,
}: {
  companyId: number;
  actorUserId: number;
  userId: number;
  by: AuditBy;
}): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await lockCompanyUsers(tx, companyId);
    const current = await tx.user.findFirst({
      where: { id: userId, companyId },
      select: { id: true, email: true, name: true, role: true },
    });
    if (!current) throw notFound("user");
    if (current.id === actorUserId)
      throw new ApiError("invalid_state", "You cannot delete your own user", { field: "id" });
    if (current.role === "owner") await assertAnotherOwner(tx, companyId, userId);
    await tx.user.delete({ where: { id: userId } });
    const { email, name, role } = current;
    await recordAudit(tx, {
      companyId,
      ...by,
      action: "user.delete",
      objectType: "user",
      objectId: userId,
      before: { email, name, role },
    });
  });
}
