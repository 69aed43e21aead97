import "server-only";

import { type CardBrand, cardBrand } from "@/lib/formats/card-brand";

import { type CardData, RailError } from "../port";
import { creditCardOf } from "./authorize";
import type { CieloClient } from "./cielo-client";
import { tokenizeAnswerSchema, tokenizeRequestSchema } from "./schemas";

/** POST /1/card/: a card kept on file; Cielo's CardToken stands for it from then on (never its number). */
export async function tokenize(
  client: CieloClient,
  { card, customerName }: { card: CardData; customerName: string },
): Promise<{ token: string; brand: CardBrand }> {
  const checked = creditCardOf({ source: { kind: "data", card } });
  if ("invalid" in checked) throw new RailError(`card not sent to Cielo: ${checked.invalid}`, { isRetryable: false });
  const { CardNumber, Holder, ExpirationDate, Brand } = checked.creditCard as {
    CardNumber: string;
    Holder: string;
    ExpirationDate: string;
    Brand: (typeof checked.creditCard)["Brand"];
  };
  const { data } = await client.call({
    method: "POST",
    path: "/1/card/",
    body: { CustomerName: customerName.trim().slice(0, 255) || Holder, CardNumber, Holder, ExpirationDate, Brand },
    send: tokenizeRequestSchema,
    accept: tokenizeAnswerSchema,
    expect: [200, 201],
  });
  return { token: data!.CardToken, brand: cardBrand(CardNumber) };
}
