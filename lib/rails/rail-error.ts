// A provider's failure, shared by every rail's port (Pix, card, boleto, payout): the domain tells a
// refusal it can show (isRetryable false) from an outage it must wait out (5xx, timeout).

/** A provider refused or failed a call. `isRetryable`: the same call may succeed later (5xx, timeout). */
export class RailError extends Error {
  constructor(
    message: string,
    readonly details: { status?: number; isRetryable: boolean; problem?: unknown },
  ) {
    super(message);
    this.name = "RailError";
  }
}

/**
 * Whether an error is a RailError, by its name and details rather than `instanceof`: the production
 * build may bundle this module into more than one chunk, each with its own class.
 */
export function isRailError(e: unknown): e is RailError {
  return e instanceof Error && e.name === "RailError" && typeof (e as RailError).details === "object";
}
