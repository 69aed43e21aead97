import "server-only";

import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { isUniqueViolation } from "@/lib/platform/is-unique-violation";
import { hashPassword } from "@/lib/platform/password";
import type { CreateUserInput, UserRole } from "@/lib/schemas/users";

import { assertCanAssign } from "./role-rules";
import { toUser } from "./serialize-user";

// POST /v1/users: a dashboard login for the company (scrypt password). E-mails are unique across
// all companies, since the login form asks only for e-mail and password.
export async function createUser({
  companyId,
  actorRole,
  input,
}: {
  companyId: number;
  actorRole: UserRole;
  input: CreateUserInput;
}) {
  assertCanAssign(actorRole, input.role);
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await prisma.user.create({
      data: { companyId, name: input.name, email: input.email, passwordHash, role: input.role },
    });
    return toUser(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError("unprocessable_entity", "A user with this email already exists", { field: "email" });
    throw error;
  }
}
