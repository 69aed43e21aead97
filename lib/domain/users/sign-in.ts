import "server-only";

import { recordAudit } from "@/lib/domain/audit/record-audit";
import { queueNewSignIn } from "@/lib/domain/email/queue-new-sign-in";
import { prisma } from "@/lib/platform/db";
import { hashPassword, verifyPassword } from "@/lib/platform/password";
import type { UserRole } from "@/lib/schemas/users";

import { verifySecondFactor } from "./two-factor";

// A hash to check against when the e-mail is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined;

export type SignInResult =
  | {
      ok: true;
      user: { id: number; email: string; name: string; companyId: number; role: UserRole; sessionVersion: number };
    }
  | { ok: false; reason: "wrong_credentials" | "two_factor_required" | "two_factor_invalid" };

/**
 * The dashboard's sign-in (next-auth's Credentials provider calls it): the password, then, with
 * two-step sign-in on, a code asked for only now, so it can never be tried without the password.
 * The audit log keeps sign-ins (user.login) and failed sign-ins of known accounts
 * (user.login_failed, the e-mail typed as the actor), with the client address.
 */
export async function signIn({
  email,
  password,
  code,
  ip,
}: {
  email: string;
  password: string;
  code?: string;
  ip: string;
}): Promise<SignInResult> {
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user) {
    await verifyPassword(password, await (dummyHash ??= hashPassword("colmeia-dummy-password")));
    return { ok: false, reason: "wrong_credentials" };
  }
  const failed = (reason?: string) =>
    recordAudit(prisma, {
      companyId: user.companyId,
      actor: { kind: "anonymous", label: email },
      ip,
      action: "user.login_failed",
      objectType: "user",
      objectId: user.id,
      ...(reason && { after: { reason } }),
    });
  if (!(await verifyPassword(password, user.passwordHash))) {
    await failed();
    return { ok: false, reason: "wrong_credentials" };
  }
  if (user.totpEnabledAt) {
    if (!code) return { ok: false, reason: "two_factor_required" };
    if (!(await verifySecondFactor(user, code, ip))) {
      await failed("two_factor");
      return { ok: false, reason: "two_factor_invalid" };
    }
  }
  // a sign-in from an address this user never signed in from is e-mailed to them (docs/email.md)
  await prisma.$transaction(async (tx) => {
    await queueNewSignIn(tx, user, ip);
    await recordAudit(tx, {
      companyId: user.companyId,
      actor: { kind: "session", userId: user.id, role: user.role },
      ip,
      action: "user.login",
      objectType: "user",
      objectId: user.id,
    });
  });
  const { id, name, companyId, role, sessionVersion } = user;
  return { ok: true, user: { id, email: user.email, name, companyId, role, sessionVersion } };
}

/**
 * Sign-out ends the session on the server too: every session of the user with this version is
 * refused from the next request (lib/http/with-auth.ts, session.ts), not only this browser's
 * cookie. The version moves on and user.logout is recorded in one commit.
 */
export async function signOut({
  userId,
  sessionVersion,
  companyId,
  role,
}: {
  userId: number;
  sessionVersion: number;
  companyId?: number;
  role?: UserRole;
}): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.user.updateMany({
      where: { id: userId, sessionVersion },
      data: { sessionVersion: { increment: 1 } },
    });
    if (companyId)
      await recordAudit(tx, {
        companyId,
        actor: { kind: "session", userId, role: role ?? "viewer" },
        action: "user.logout",
        objectType: "user",
        objectId: userId,
      });
  });
}
