import "server-only";

import type { CardAuthorization, CardData } from "@/lib/rails/card/card-data";

export type { CardAuthorization, CardData };

// The card rail as the domain sees it (docs/rails.md): authorize a card for an amount and hear the
// acquirer's answer in Colmeia's words. The built-in sandbox acquirer is its only provider today
// (lib/rails/card/sandbox-acquirer.ts); an acquirer API becomes another provider behind this type.

export type CardRail = {
  provider: "sandbox";
  /** false for the sandbox acquirer: no money moves */
  isReal: boolean;
  /** the brand and the acquirer's answer, or why the card cannot even be sent (a failed Luhn check) */
  authorize(input: {
    card: CardData;
    amount: number;
    installments: number;
  }): Promise<CardAuthorization | { invalid: string }>;
};
