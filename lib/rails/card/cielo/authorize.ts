import "server-only";

import { cardBrand } from "@/lib/formats/card-brand";
import { isLuhnValid } from "@/lib/formats/luhn";

import { type AuthorizeCardInput, type CardData, type CardPayment, RailError } from "../port";
import { toCardPayment } from "./card-payment";
import type { CieloClient } from "./cielo-client";
import { cieloBrand } from "./cielo-codes";
import { MERCHANT_ORDER_ID, saleAnswerSchema, type SaleRequest, saleRequestSchema } from "./schemas";

// Text Cielo takes only in plain letters: accents dropped, anything else a space.
const plain = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The statement text within the manual's limit: 13 letters, digits or spaces; none when nothing is left. */
export function softDescriptorOf(text: string | undefined): string | undefined {
  const cut = plain(text ?? "")
    .slice(0, 13)
    .trim();
  return cut || undefined;
}

/** The holder as Cielo takes it (letters only, at most 25), or null when no letter is left. */
export function holderOf(name: string): string | null {
  const cut = plain(name).replace(/[0-9]/g, "").replace(/\s+/g, " ").trim().slice(0, 25).trim();
  return cut || null;
}

/** "MM/YYYY" of a card's expiry, or null when it is not a month and a year. */
export function expirationOf(card: Pick<CardData, "expirationMonth" | "expirationYear">): string | null {
  const { expirationMonth: m, expirationYear: y } = card;
  if (!Number.isInteger(m) || m < 1 || m > 12 || !Number.isInteger(y) || y < 0 || y > 9999) return null;
  const year = y < 100 ? 2000 + y : y;
  return `${String(m).padStart(2, "0")}/${year}`;
}

/** The card (or its token) as Payment.CreditCard, or why it cannot be sent. */
export function creditCardOf(
  input: Pick<AuthorizeCardInput, "source" | "saveCard">,
): { creditCard: SaleRequest["Payment"]["CreditCard"]; brand: CardPayment["brand"] } | { invalid: string } {
  const { source } = input;
  if (source.kind === "token") {
    const brand = cieloBrand(source.brand);
    if (!brand) return { invalid: `Cielo does not take ${source.brand} cards` };
    if (source.cvv !== undefined && !/^\d{3,4}$/.test(source.cvv)) return { invalid: "cvv must be 3 or 4 digits" };
    return {
      creditCard: { CardToken: source.token, Brand: brand, ...(source.cvv && { SecurityCode: source.cvv }) },
      brand: source.brand,
    };
  }
  const { card } = source;
  const number = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !isLuhnValid(number)) return { invalid: "card number fails the Luhn check" };
  const ourBrand = cardBrand(number);
  const brand = cieloBrand(ourBrand);
  if (!brand) return { invalid: "Cielo does not take this card's brand" };
  const holder = holderOf(card.holderName);
  if (!holder) return { invalid: "holder name must have letters" };
  const expiration = expirationOf(card);
  if (!expiration) return { invalid: "expiration must be a month (1-12) and a year" };
  if (!/^\d{3,4}$/.test(card.cvv)) return { invalid: "cvv must be 3 or 4 digits" };
  return {
    creditCard: {
      CardNumber: number,
      Holder: holder,
      ExpirationDate: expiration,
      SecurityCode: card.cvv,
      Brand: brand,
      ...(input.saveCard && { SaveCard: true }),
    },
    brand: ourBrand,
  };
}

/**
 * POST /1/sales/: authorizes, and captures at once when asked. Never retried here: a sale whose
 * answer was lost may exist at Cielo, so the caller asks `find` with the same order id instead of
 * charging twice (docs/rails.md, "No double charge").
 */
export async function authorize(
  client: CieloClient,
  input: AuthorizeCardInput,
): Promise<CardPayment | { invalid: string }> {
  if (!MERCHANT_ORDER_ID.test(input.orderId))
    throw new RailError("MerchantOrderId must be 1 to 50 letters or digits (Cielo): not sent", { isRetryable: false });
  const card = creditCardOf(input);
  if ("invalid" in card) return card;
  const digits = input.customer.document?.number.replace(/\D/g, "") ?? "";
  // a document that is no CPF or CNPJ is left out (the manual's Identity holds 11 or 14 digits)
  const document = /^\d{11}$|^\d{14}$/.test(digits) ? { number: digits, type: input.customer.document!.type } : null;
  const body: SaleRequest = {
    MerchantOrderId: input.orderId,
    Customer: {
      Name: input.customer.name.trim().slice(0, 255) || "Cliente",
      ...(document && { Identity: document.number, IdentityType: document.type === "cpf" ? "CPF" : "CNPJ" }),
    },
    Payment: {
      Type: "CreditCard",
      Amount: input.amount,
      Installments: input.installments,
      Capture: input.capture,
      ...(softDescriptorOf(input.softDescriptor) && { SoftDescriptor: softDescriptorOf(input.softDescriptor) }),
      CreditCard: card.creditCard,
    },
  };
  const { data } = await client.call({
    method: "POST",
    path: "/1/sales/",
    body,
    send: saleRequestSchema,
    accept: saleAnswerSchema,
    expect: [200, 201],
  });
  return toCardPayment(data!.Payment, card.brand);
}
