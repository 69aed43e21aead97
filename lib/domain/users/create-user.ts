import "server-only";

import { randomBytes } from "node:crypto";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { queueAccountLink } from "@/lib/domain/email/queue-account-link";
import { prisma } from "@/lib/platform/db";
import { settings } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { isUniqueViolation } from "@/lib/platform/is-unique-violation";
import { hashPassword } from "@/lib/platform/password";
import type { CreatedUser, CreateUserInput, UserRole } from "@/lib/schemas/users";

import { issuePasswordSetup } from "./password-setup";
import { assertCanAssign } from "./role-rules";
import { toUser } from "./serialize-user";

// POST /v1/users: a dashboard login for the company (scrypt password), or, without a password, a
// one-time link for the member to choose one: answered once and e-mailed (member_invite). E-mails are unique across
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
  // without a password: one nobody knows, until the member chooses theirs through the link
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString("base64url"));
  try {
    return await prisma.$transaction(async (tx): Promise<CreatedUser> => {
      const row = await tx.user.create({
        data: { companyId, name: input.name, email: input.email, passwordHash, role: input.role },
      });
      const link = input.password ? null : await issuePasswordSetup(tx, row.id);
      const isQueued = link ? await queueAccountLink(tx, { kind: "member_invite", user: row, link }) : false;
      await recordAudit(tx, {
        companyId,
        ...by,
        action: "user.create",
        objectType: "user",
        objectId: row.id,
        after: { email: row.email, name: row.name, role: row.role, passwordBy: link ? "link" : "owner" },
      });
      return {
        ...toUser(row),
        passwordSetupUrl: link?.url ?? null,
        isInvitationEmailed: isQueued && !!settings().SMTP_URL,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError("unprocessable_entity", "A user with this email already exists", { field: "email" });
    throw error;
  }
}
