import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { checkCurrentPassword, type PasswordPurpose } from "@/lib/domain/users/check-current-password";
import { prisma, type Tx } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { seal, unseal } from "@/lib/platform/secret-box";

// Optional TOTP two-factor sign-in (RFC 6238 through otplib: 6 digits, 30 s), per user, with ten
// single-use recovery codes shown once. The secret is stored sealed (lib/platform/secret-box.ts); a code is
// accepted once (the time step of the last accepted one is kept), from the previous, current or
// next 30 s window.
const PURPOSE = "totp";
// the RFC 6238 time step a code matched (otplib's TOTP results carry it)
const stepOf = (result: object): number =>
  "timeStep" in result && typeof result.timeStep === "number" ? result.timeStep : Math.floor(Date.now() / 30_000);
const RECOVERY_CODES = 10;
const codeHash = (code: string) => createHash("sha256").update(normaliseRecoveryCode(code)).digest("hex");
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

function newRecoveryCodes(): string[] {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

async function storeRecoveryCodes(tx: Tx, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((c) => ({ userId, hash: codeHash(c) })) });
  return codes;
}

/** Since when two-step sign-in is on for the user (null: off), for the account page. */
export async function twoFactorEnabledAt({ userId }: { userId: number }): Promise<Date | null> {
  const { totpEnabledAt } = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { totpEnabledAt: true },
  });
  return totpEnabledAt;
}

/** Step 1: a new secret for the authenticator app (pending until a first code proves it was set up). */
export async function startTwoFactor({ userId }: { userId: number }) {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, totpEnabledAt: true },
  });
  if (user.totpEnabledAt)
    throw new ApiError(
      "invalid_state",
      "Two-factor sign-in is already on: turn it off first to use another authenticator",
    );
  const secret = generateSecret();
  await prisma.user.update({ where: { id: userId }, data: { totpPendingSecret: seal(PURPOSE, secret) } });
  const otpauthUrl = generateURI({ issuer: "Colmeia", label: user.email, secret });
  return { secret, otpauthUrl, qrCodeSvg: await QRCode.toString(otpauthUrl, { type: "svg", margin: 1 }) };
}

/** Step 2: the first code turns it on; the recovery codes are returned this once. */
export async function enableTwoFactor({
  userId,
  code,
  by,
}: {
  userId: number;
  code: string;
  by: AuditBy;
}): Promise<string[]> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.totpEnabledAt) throw new ApiError("invalid_state", "Two-factor sign-in is already on");
  if (!user.totpPendingSecret)
    throw new ApiError("invalid_state", "Start the setup first (POST /v1/users/me/two-factor)");
  const result = await verify({ secret: unseal(PURPOSE, user.totpPendingSecret), token: code, epochTolerance: 30 });
  if (!result.valid)
    throw new ApiError(
      "unprocessable_entity",
      "The code does not match: check the authenticator's clock and try the next one",
      { field: "code" },
    );
  return prisma.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: {
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: new Date(),
        totpLastStep: stepOf(result),
      },
    });
    await recordAudit(tx, {
      companyId: user.companyId,
      ...by,
      action: "user.two_factor_enable",
      objectType: "user",
      objectId: userId,
    });
    return storeRecoveryCodes(tx, userId);
  });
}

async function assertPassword(userId: number, password: string, purpose: PasswordPurpose, by: AuditBy) {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    include: { company: { select: { requireTwoFactor: true } } },
  });
  await checkCurrentPassword({ user, password, purpose, field: "password", by });
  return user;
}

/** Off again, with the password; not while the company requires it. */
export async function disableTwoFactor({ userId, password, by }: { userId: number; password: string; by: AuditBy }) {
  const user = await assertPassword(userId, password, "two_factor_disable", by);
  if (user.company.requireTwoFactor)
    throw new ApiError(
      "invalid_state",
      "Your company requires two-factor sign-in: an owner can change that in the company settings",
    );
  await prisma.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: userId },
      data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
    });
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await recordAudit(tx, {
      companyId: user.companyId,
      ...by,
      action: "user.two_factor_disable",
      objectType: "user",
      objectId: userId,
    });
  });
}

/** Ten new recovery codes (the old ones stop working), with the password. */
export async function regenerateRecoveryCodes({
  userId,
  password,
  by,
}: {
  userId: number;
  password: string;
  by: AuditBy;
}): Promise<string[]> {
  const user = await assertPassword(userId, password, "recovery_codes_regenerate", by);
  if (!user.totpEnabledAt) throw new ApiError("invalid_state", "Two-factor sign-in is off");
  return prisma.$transaction(async (tx) => {
    await recordAudit(tx, {
      companyId: user.companyId,
      ...by,
      action: "user.recovery_codes_regenerate",
      objectType: "user",
      objectId: userId,
    });
    return storeRecoveryCodes(tx, userId);
  });
}

/**
 * The second factor at sign-in (after the password was right): a current code not used before, or
 * an unused recovery code. Each is claimed by a conditional update, so of two concurrent sign-ins
 * with the same code only one passes.
 */
export async function verifySecondFactor(
  user: { id: number; companyId: number; totpSecret: string | null; totpLastStep: number | null },
  code: string,
  ip: string,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const token = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(token)) {
    const result = await verify({
      secret: unseal(PURPOSE, user.totpSecret),
      token,
      epochTolerance: 30,
      ...(user.totpLastStep !== null && { afterTimeStep: user.totpLastStep }),
    }).catch(() => ({ valid: false as const }));
    if (!result.valid) return false;
    const step = stepOf(result);
    const claimed = await prisma.user.updateMany({
      where: { id: user.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return claimed.count === 1;
  }
  // the code is spent and its use recorded in one commit
  return prisma.$transaction(async (tx) => {
    const used = await tx.recoveryCode.updateMany({
      where: { userId: user.id, hash: codeHash(token), usedAt: null },
      data: { usedAt: new Date() },
    });
    if (used.count !== 1) return false;
    await recordAudit(tx, {
      companyId: user.companyId,
      actor: { kind: "session", userId: user.id, role: "viewer" },
      ip,
      action: "user.recovery_code_used",
      objectType: "user",
      objectId: user.id,
    });
    return true;
  });
}
