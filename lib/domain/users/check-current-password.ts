import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";

import { verifyPassword } from "../../platform/password";
import { refundLoginAttempt, throttleLogin } from "../../platform/rate-limit/login-throttle";

export type PasswordPurpose = "password_change" | "two_factor_disable" | "recovery_codes_regenerate";

/**
 * The password asked again of a signed-in user (to change it, turn two-step sign-in off, get new
 * recovery codes) is guessed like a sign-in, so it is throttled like one (lib/platform/rate-limit/login-throttle.ts,
 * the same counts per account and address) and a wrong one is audited as `user.login_failed` with
 * the purpose as its reason: a stolen session is no better an oracle than the login form.
 */
export async function checkCurrentPassword({
  user,
  password,
  purpose,
  field,
  by,
}: {
  user: { id: number; companyId: number; email: string; passwordHash: string };
  password: string;
  purpose: PasswordPurpose;
  field: string;
  by: AuditBy;
}): Promise<void> {
  const throttle = await throttleLogin({ email: user.email, ip: by.ip ?? "unknown" });
  if (!throttle.isAllowed)
    throw new ApiError("rate_limited", `Too many password attempts: try again in ${throttle.retryAfterSeconds} s`, {
      retryAfterSeconds: throttle.retryAfterSeconds,
    });
  if (throttle.delayMs > 0) await new Promise((r) => setTimeout(r, throttle.delayMs));
  if (await verifyPassword(password, user.passwordHash))
    return refundLoginAttempt({ email: user.email, ip: by.ip ?? "unknown" });
  await recordAudit(prisma, {
    companyId: user.companyId,
    ...by,
    action: "user.login_failed",
    objectType: "user",
    objectId: user.id,
    after: { reason: purpose },
  });
  throw new ApiError(
    "unprocessable_entity",
    field === "currentPassword" ? "The current password is not right" : "The password is not right",
    { field },
  );
}
