import type { CardBrand } from "../../formats/card-brand";
import type { CardOutcome } from "./test-cards";

// A card as the payer typed it (held only for the minutes a card hash lives, never stored), and an
// acquirer's answer to it.
export type CardData = {
  number: string;
  holderName: string;
  expirationMonth: number;
  expirationYear: number;
  cvv: string;
};

export type CardAuthorization = { brand: CardBrand; outcome: CardOutcome };
