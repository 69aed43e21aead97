import "server-only";

import { settings } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";

/** When a destination added now may first receive a transfer: PAYOUT_DESTINATION_COOLDOWN_HOURS later. */
export const usableAfterFrom = (now: Date): Date =>
  new Date(now.getTime() + settings().PAYOUT_DESTINATION_COOLDOWN_HOURS * 3_600_000);

type Destination = { usableAfter: Date; confirmedAt: Date | null };

/** Refuses a transfer to a destination still cooling down and not confirmed by an owner (422, nothing moves). */
export function assertUsable(d: Destination, now: Date, details: Record<string, unknown>): void {
  if (d.confirmedAt || d.usableAfter <= now) return;
  throw new ApiError(
    "payout_destination_cooling_down",
    `This destination was added recently and receives transfers from ${d.usableAfter.toISOString()}, or once an owner confirms it in the dashboard`,
    { ...details, usableAfter: d.usableAfter.toISOString() },
  );
}
