import { type AuditBy, recordAudit } from "@/lib/audit/record-audit";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { prisma } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import type { ChangePasswordInput } from "@/lib/schemas/account";

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
  if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw new ApiError("unprocessable_entity", "The current password is not right", { field: "currentPassword" });
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
    await recordAudit(tx, {
      companyId: user.companyId,
      ...by,
      action: "user.password_change",
      objectType: "user",
      objectId: userId,
    });
  });
}
