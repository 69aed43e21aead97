import "server-only";

import type { Tx } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";
import type { UserRole } from "@/lib/schemas/users";

// Role changes and removals of one company run one at a time (a lock on the company row), so two
// owners removing each other at once cannot leave the company without an owner.
export async function lockCompanyUsers(tx: Tx, companyId: number): Promise<void> {
  await runSqlIn(tx, sql`SELECT "id" FROM "Company" WHERE "id" = ${companyId} FOR UPDATE`);
}

export async function assertAnotherOwner(tx: Tx, companyId: number, userId: number): Promise<void> {
  const others = await tx.user.count({ where: { companyId, role: "owner", id: { not: userId } } });
  if (others === 0) throw new ApiError("invalid_state", "The company must keep at least one owner", { field: "role" });
}

// Only an owner grants the owner role or changes an owner: an admin cannot raise anyone, itself
// included, above admin.
export function assertCanAssign(actorRole: UserRole, ...roles: UserRole[]): void {
  if (actorRole !== "owner" && roles.includes("owner"))
    throw new ApiError("forbidden", "Only an owner can grant or change the owner role");
}
