import { describe, expect, it } from "vitest";

import { destinationState } from "./destination-state";

const now = Date.parse("2026-03-14T12:00:00.000Z");
const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();

describe("a payout destination's badges on the recipient's page", () => {
  it("a key waiting for an owner says only that, however new", () => {
    const key = { createdAt: at(-1), usableAfter: at(-1), confirmedAt: null, requiresConfirmation: true };
    expect(destinationState(key, now)).toEqual({
      isAwaitingOwner: true,
      isCoolingDown: false,
      isNew: false,
      canConfirm: true,
    });
  });

  it("new with no cooldown, cooling down, confirmed, old", () => {
    const fresh = { createdAt: at(-1), usableAfter: at(-1), confirmedAt: null, requiresConfirmation: false };
    expect(destinationState(fresh, now)).toMatchObject({ isNew: true, isCoolingDown: false, canConfirm: false });
    const cooling = { ...fresh, usableAfter: at(23) };
    expect(destinationState(cooling, now)).toMatchObject({ isNew: false, isCoolingDown: true, canConfirm: true });
    const confirmed = { ...cooling, confirmedAt: at(0) };
    expect(destinationState(confirmed, now)).toMatchObject({ isNew: false, isCoolingDown: false, canConfirm: false });
    const old = { ...fresh, createdAt: at(-25) };
    expect(destinationState(old, now)).toMatchObject({ isNew: false, isAwaitingOwner: false });
  });
});
