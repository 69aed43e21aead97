import "server-only";

import { randomBytes } from "node:crypto";

import { type AuditActor, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { ApiError, notFound } from "@/lib/platform/errors";
import { hashPassword } from "@/lib/platform/password";

import { spendPasswordSetups } from "./password-setup";

// 20 characters from an alphabet without look-alikes (about 100 bits), in groups of five to read aloud.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export function temporaryPassword(): string {
  const chars = [...randomBytes(20)].map((b) => ALPHABET[b % ALPHABET.length]);
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join("")).join("-");
}

/**
 * A password reset without e-mail: an owner resets a member (from the dashboard), or the operator
 * resets anyone (`npm run user:reset-password`). A generated password is shown once and must be
 * changed at the next sign-in; one typed by the operator is the user's own. Every session of the
 * user ends. `disableTwoFactor` (CLI only) is for an owner who lost their authenticator.
 */
export async function resetPassword(opts: {
  where: { id: number; companyId: number } | { email: string };
  actor: AuditActor;
  ip?: string | null;
  password?: string;
  disableTwoFactor?: boolean;
}): Promise<{ userId: number; email: string; password: string; isTemporary: boolean }> {
  const user =
    "id" in opts.where
      ? await prisma.user.findFirst({ where: opts.where })
      : await prisma.user.findUnique({ where: { email: opts.where.email.trim().toLowerCase() } });
  if (!user) throw notFound("user");
  if (opts.actor.kind === "session" && opts.actor.userId === user.id)
    throw new ApiError("unprocessable_entity", "Change your own password with your current one instead", {
      field: "userId",
    });
  const password = opts.password ?? temporaryPassword();
  const passwordHash = await hashPassword(password);
  await prisma.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: user.id },
      data: {
        passwordHash,
        mustChangePassword: !opts.password,
        sessionVersion: { increment: 1 },
        ...(opts.disableTwoFactor && {
          totpSecret: null,
          totpPendingSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
        }),
      },
    });
    if (opts.disableTwoFactor) await tx.recoveryCode.deleteMany({ where: { userId: user.id } });
    await spendPasswordSetups(tx, user.id);
    await recordAudit(tx, {
      companyId: user.companyId,
      actor: opts.actor,
      ip: opts.ip,
      action: "user.password_reset",
      objectType: "user",
      objectId: user.id,
      after: {
        email: user.email,
        mustChangePassword: !opts.password,
        ...(opts.disableTwoFactor && { twoFactor: "disabled" }),
      },
    });
  });
  return { userId: user.id, email: user.email, password, isTemporary: !opts.password };
}
