import "server-only";

import { prisma } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";

import { assertAnotherOwner, lockCompanyUsers } from "./role-rules";

// DELETE /v1/users/{id}: removes the login; its sessions stop working on their next request.
// Nobody removes themselves (no locking out by mistake) and the last owner stays.
export async function deleteUser({
  companyId,
  actorUserId,
  userId,
}: {
  companyId: number;
  actorUserId: number;
  userId: number;
}): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await lockCompanyUsers(tx, companyId);
    const current = await tx.user.findFirst({ where: { id: userId, companyId }, select: { id: true, role: true } });
    if (!current) throw notFound("user");
    if (current.id === actorUserId)
      throw new ApiError("invalid_state", "You cannot delete your own user", { field: "id" });
    if (current.role === "owner") await assertAnotherOwner(tx, companyId, userId);
    await tx.user.delete({ where: { id: userId } });
  });
}
