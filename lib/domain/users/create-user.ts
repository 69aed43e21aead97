import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { isUniqueViolation } from "@/lib/platform/is-unique-violation";
import { hashPassword } from "@/lib/platform/password";
import type { CreateUserInput, UserRole } from "@/lib/schemas/users";

import { assertCanAssign } from "./role-rules";
import { toUser } from "./serialize-user";

// POST /v1/users: a dashboard login for the company (scrypt password). E-mails are unique across
// all companies, since the login form asks only for e-mail and password. `by` (who, from where) is
// recorded as user.create in the same commit.
export async function createUser({
  companyId,
  actorRole,
  input,
  by,
}: {
  companyId: number;
  actorRole: UserRole;
  input: CreateUserInput;
  by: AuditBy;
}) {
  assertCanAssign(actorRole, input.role);
  const passwordHash = await hashPassword(input.password);
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.user.create({
        data: { companyId, name: input.name, email: input.email, passwordHash, role: input.role },
      });
      await recordAudit(tx, {
        companyId,
        ...by,
        action: "user.create",
        objectType: "user",
        objectId: row.id,
        after: { email: row.email, name: row.name, role: row.role },
      });
      return toUser(row);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError("unprocessable_entity", "A user with this email already exists", { field: "email" });
    throw error;
  }
}
