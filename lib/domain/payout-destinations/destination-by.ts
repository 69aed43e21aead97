import "server-only";

import type { AuditActor } from "@/lib/domain/audit/record-audit";

/**
 * Who adds or confirms a payout destination, and from where: recorded in the audit log, and
 * deciding what they may do. Only an owner signed in to the dashboard may mark an account as a
 * third party's or confirm a destination before its cooldown: a leaked API key cannot.
 */
export type DestinationBy = { actor: AuditActor; ip?: string | null };

export const isOwnerSession = (by: DestinationBy | undefined): boolean =>
  by?.actor.kind === "session" && by.actor.role === "owner";
