import "server-only";

import { settings } from "@/lib/platform/env";
import { hitRateLimit, refundRateLimit } from "@/lib/platform/rate-limit/hit-rate-limit";

const WINDOW_MS = 15 * 60_000;

// Sign-in attempts per 15 minutes (docs/security.md, "Accounts"): per client IP, per account from
// one IP, and a looser cap per account from anywhere. An attempt refused by an earlier stage does
// not count in the later ones, so an attacker hammering one account from one address uses up only
// that address's allowance: the owner signing in from elsewhere still gets in. Every attempt is
// counted before its password is checked (so concurrent guesses cannot slip past the count), and
// one whose password was right is given back (refundLoginAttempt): only failures use up the limits.
// LOGIN_ATTEMPTS_PER_IP, LOGIN_ATTEMPTS_PER_ACCOUNT_IP, LOGIN_ATTEMPTS_PER_ACCOUNT change them (the
// test suite, which signs in hundreds of times from 127.0.0.1, raises them).
export const loginLimits = () => ({
  perIp: settings().LOGIN_ATTEMPTS_PER_IP,
  perAccountAndIp: settings().LOGIN_ATTEMPTS_PER_ACCOUNT_IP,
  perAccount: settings().LOGIN_ATTEMPTS_PER_ACCOUNT,
});

export type LoginThrottle = { isAllowed: true; delayMs: number } | { isAllowed: false; retryAfterSeconds: number };

export async function throttleLogin({
  email,
  ip,
  now,
}: {
  email: string;
  ip: string;
  now?: Date;
}): Promise<LoginThrottle> {
  const stages = loginStages({ email, ip });
  let attempts = 0;
  for (const [i, stage] of stages.entries()) {
    // counted one by one: the delay follows the attempts every instance made, whatever the limit
    const hit = await hitRateLimit({ ...stage, windowMs: WINDOW_MS, now, exact: true });
    if (!hit.isAllowed) return { isAllowed: false, retryAfterSeconds: hit.retryAfterSeconds };
    if (i === 1) attempts = stage.limit - hit.remaining;
  }
  return { isAllowed: true, delayMs: loginDelayMs(attempts) };
}

function loginStages({ email, ip }: { email: string; ip: string }) {
  const account = email.trim().toLowerCase();
  const limits = loginLimits();
  return [
    { key: `login:ip:${ip}`, limit: limits.perIp },
    { key: `login:account-ip:${account}:${ip}`, limit: limits.perAccountAndIp },
    { key: `login:account:${account}`, limit: limits.perAccount },
  ];
}

/**
 * The password of an attempt throttleLogin let through was right: the attempt is given back in
 * every stage, so signing in often never locks anyone out nor slows them down. Called after the
 * check, in the same 15-minute window in all but the rare attempt that straddles its end (which
 * then gives back one attempt of the new window, if that window counted any).
 */
export async function refundLoginAttempt({ email, ip, now }: { email: string; ip: string; now?: Date }) {
  for (const stage of loginStages({ email, ip })) await refundRateLimit({ ...stage, windowMs: WINDOW_MS, now });
}

/** Progressive delay before a password is checked: none for the first 3 attempts, then 250 ms doubling up to 4 s. */
export function loginDelayMs(attempts: number): number {
  return attempts <= 3 ? 0 : Math.min(4000, 250 * 2 ** (attempts - 4));
}
