// A card as the payer typed it (held only for the minutes a card hash lives, never stored).
export type CardData = {
  number: string;
  holderName: string;
  expirationMonth: number;
  expirationYear: number;
  cvv: string;
};
