import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { checkCurrentPassword } from "@/lib/domain/users/check-current-password";
import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { hashPassword } from "@/lib/platform/password";
import type { ChangePasswordInput } from "@/lib/schemas/account";

import { spendPasswordSetups } from "./password-setup";

/**
 * A user changes their own password, proving they know the current one. Every session of theirs
 * ends (sessionVersion), this browser's included: the dashboard signs in again with the new one.
 */
export async function changePassword({
  userId,
  input,
  by,
}: {
  userId: number;
  input: ChangePasswordInput;
  by: AuditBy;
}) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  // throttled and audited like a sign-in (a stolen session must not be a password oracle)
  await checkCurrentPassword({
    user,
    password: input.currentPassword,
    purpose: "password_change",
    field: "currentPassword",
    by,
  });
  if (input.currentPassword === input.newPassword)
    throw new ApiError("unprocessable_entity", "The new password must differ from the current one", {
      field: "newPassword",
    });
  const passwordHash = await hashPassword(input.newPassword);
  await prisma.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: { passwordHash, mustChangePassword: false, sessionVersion: { increment: 1 } },
    });
    await spendPasswordSetups(tx, userId);
    await recordAudit(tx, {
      companyId: user.companyId,
      ...by,
      action: "user.password_change",
      objectType: "user",
      objectId: userId,
    });
  });
}
