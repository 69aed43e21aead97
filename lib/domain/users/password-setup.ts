import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma, type Tx } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { hashPassword } from "@/lib/platform/password";
import type { SetPasswordInput } from "@/lib/schemas/password-setup";

export const PASSWORD_SETUP_HOURS = 24;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * A one-time link for a user to choose their password (docs/security.md, "Production bootstrap"):
 * 256 random bits, only their SHA-256 stored, good once and for PASSWORD_SETUP_HOURS. The token
 * travels in the URL's fragment, which browsers never send to a server: it stays out of access
 * logs, proxies and Referer headers; the page posts it to POST /api/public/password-setup.
 */
export async function issuePasswordSetup(tx: Tx, userId: number, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PASSWORD_SETUP_HOURS * 3_600_000);
  await tx.passwordSetupToken.create({ data: { userId, tokenHash: hashToken(token), expiresAt } });
  return { url: `${env.publicBaseUrl}/set-password#${token}`, expiresAt };
}

/** A password set another way (a reset, a change) spends the user's unused links. */
export async function spendPasswordSetups(tx: Tx, userId: number, now = new Date()) {
  await tx.passwordSetupToken.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } });
}

/**
 * Sets the password of the link's user and spends the link: of two uses, one wins (the conditional
 * update claims it); an unknown, used or expired link changes nothing. Every session of the user
 * ends; the audit log records it.
 */
export async function setPasswordWithToken(input: SetPasswordInput & { ip?: string | null }) {
  const passwordHash = await hashPassword(input.password);
  const tokenHash = hashToken(input.token);
  const done = await prisma.$transaction(async (tx) => {
    const now = new Date();
    const claimed = await tx.passwordSetupToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) return null;
    const { userId } = await tx.passwordSetupToken.findUniqueOrThrow({ where: { tokenHash } });
    const user = await tx.user.update({
      where: { id: userId },
      data: { passwordHash, mustChangePassword: false, sessionVersion: { increment: 1 } },
    });
    await recordAudit(tx, {
      companyId: user.companyId,
      actor: { kind: "anonymous", label: user.email },
      ip: input.ip,
      action: "user.password_setup",
      objectType: "user",
      objectId: user.id,
      after: { email: user.email },
    });
    return { email: user.email };
  });
  if (!done)
    throw new ApiError(
      "unprocessable_entity",
      "This password link is unknown, was already used or has expired: ask the operator to reset your password",
      { field: "token" },
    );
  return done;
}
