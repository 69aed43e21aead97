import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { notFound } from "@/lib/platform/errors";
import type { UpdateUserInput, UserRole } from "@/lib/schemas/users";

import { assertAnotherOwner, assertCanAssign, lockCompanyUsers } from "./role-rules";
import { toUser } from "./serialize-user";

// PUT|PATCH /v1/users/{id}: role and name. A demotion also ends the user's sessions (their
// sessionVersion moves on). `by` is recorded as user.update in the same commit.
const ROLE_RANK: Record<UserRole, number> = { viewer: 0, admin: 1, owner: 2 };
export async function updateUser({
  companyId,
  actorRole,
  userId,
  input,
  by,
}: {
  companyId: number;
  actorRole: UserRole;
  userId: number;
  input: UpdateUserInput;
  by: AuditBy;
}) {
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
        // a demotion ends the user's sessions (they sign in again under the lesser role); a
        // promotion applies to their open sessions at once (the role is read on every request)
        ...(input.role !== undefined &&
          ROLE_RANK[input.role] < ROLE_RANK[current.role] && { sessionVersion: { increment: 1 } }),
      },
    });
    await recordAudit(tx, {
      companyId,
      ...by,
      action: "user.update",
      objectType: "user",
      objectId: userId,
      before: { name: current.name, role: current.role },
      after: { name: row.name, role: row.role },
    });
    return toUser(row);
  });
}
