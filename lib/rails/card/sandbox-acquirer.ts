import "server-only";

import { authorizeCard } from "@/lib/rails/sandbox-rules";

import type { CardRail } from "./port";

// The built-in sandbox acquirer as a card rail provider: answers from the test-card table
// (docs/checkout.md), deterministically, without moving money.
export function createSandboxCardRail(): CardRail {
  return {
    provider: "sandbox",
    isReal: false,
    authorize: async ({ card }) => authorizeCard(card),
  };
}
