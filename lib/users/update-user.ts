import { prisma } from "@/lib/db";
import { notFound } from "@/lib/api/errors";
import type { UpdateUserInput, UserRole } from "@/lib/schemas/users";
import { assertAnotherOwner, assertCanAssign, lockCompanyUsers } from "./role-rules";
import { toUser } from "./serialize-user";

// PUT|PATCH /v1/users/{id}: role and name. A role change also ends the user's sessions (their
// sessionVersion moves on), so they sign in again under the new role.
export async function updateUser({ companyId, actorRole, userId, input }: { companyId: number; actorRole: UserRole; userId: number; input: UpdateUserInput }) {
  return prisma.$transaction(async (tx) => {
    await lockCompanyUsers(tx, companyId);
    const current = await tx.user.findFirst({ where: { id: userId, companyId } });
    if (!current) throw notFound("user");
    if (input.role && input.role !== current.role) {
      assertCanAssign(actorRole, current.role, input.role);
      if (current.role === "owner") await assertAnotherOwner(tx, companyId, userId);
    }
    const row = await tx.user.update({
      where: { id: userId },
      data: {
        ...(input.role !== undefined && { role: input.role }),
        ...(input.name !== undefined && { name: input.name }),
        // a role change ends the user's sessions: they sign in again under the new role
        ...(input.role !== undefined && input.role !== current.role && { sessionVersion: { increment: 1 } }),
      },
    });
    return toUser(row);
  });
}
