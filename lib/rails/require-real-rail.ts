import "server-only";

import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";

const WHAT = { card: "Card payments", boleto: "Boleto payments", payout: "Transfers" } as const;

/**
 * In production mode no money moves through a provider that moves none (docs/rails.md): a rail
 * whose provider is not real answers 422 rail_not_configured. The domain asks before it charges or
 * writes anything, so a refused request changes nothing. Sandbox mode takes every rail.
 */
export function requireRealRail(rail: { isReal: boolean }, method: keyof typeof WHAT): void {
  if (canUseRail(rail)) return;
  throw new ApiError(
    "rail_not_configured",
    `${WHAT[method]} are not available on this instance: its ${method} rail is the built-in sandbox, and production mode moves no money through a sandbox (docs/rails.md). Nothing was charged or debited.`,
    { rail: method },
  );
}

/** Whether this instance may move money through the rail: any rail in sandbox mode, a real one in production. */
export function canUseRail(rail: { isReal: boolean }): boolean {
  return env.isSandbox || rail.isReal;
}
