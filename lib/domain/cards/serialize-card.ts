import type { Card } from "@/lib/schemas/transactions";

type CardRow = {
  id: number;
  brand: string;
  firstDigits: string;
  lastDigits: string;
  holderName: string;
  expirationMonth: number;
  expirationYear: number;
  reusable: boolean;
  createdAt: Date;
};

/** The card as the API answers it: never the number, the CVV or the acquirer's token. */
export const toCard = (c: CardRow): Card => ({
  id: c.id,
  brand: c.brand,
  firstDigits: c.firstDigits,
  lastDigits: c.lastDigits,
  holderName: c.holderName,
  expirationMonth: c.expirationMonth,
  expirationYear: c.expirationYear,
  reusable: c.reusable,
  createdAt: c.createdAt.toISOString(),
});
