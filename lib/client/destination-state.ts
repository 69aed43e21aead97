// What the recipient's page says of a bank account or Pix key (docs/security.md, "Payout
// destinations"): at most one amber badge among waiting for an owner (a Pix key whose holder the
// payout rail could not look up), cooling down, and new (added in the last day, with no cooldown
// shown, as in sandbox mode).

import { DAY_MS } from "@/lib/formats/time";

export type ShownDestination = {
  createdAt: string;
  usableAfter: string;
  confirmedAt: string | null;
  requiresConfirmation?: boolean;
};

export function destinationState(d: ShownDestination, shownAt: number) {
  const isAwaitingOwner = !d.confirmedAt && d.requiresConfirmation === true;
  const isCoolingDown = !d.confirmedAt && !isAwaitingOwner && Date.parse(d.usableAfter) > shownAt;
  const isNew = !d.confirmedAt && !isAwaitingOwner && !isCoolingDown && Date.parse(d.createdAt) > shownAt - DAY_MS;
  return { isAwaitingOwner, isCoolingDown, isNew, canConfirm: isCoolingDown || isAwaitingOwner };
}
