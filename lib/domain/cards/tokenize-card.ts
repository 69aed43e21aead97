import "server-only";

import { isLuhnValid } from "@/lib/formats/luhn";
import { ApiError } from "@/lib/platform/errors";
import type { CreateCardHashInput } from "@/lib/schemas/checkout";

import { createCardHash } from "./card-hash";

// POST /v1/card-hashes: raw card data in, a one-time hash out. A number that fails Luhn is a typo
// the payer can fix now, so it is refused here rather than when the hash is used.
export async function tokenizeCard({ companyId, input }: { companyId: number; input: CreateCardHashInput }) {
  if (!isLuhnValid(input.number))
    throw new ApiError("invalid_card", "Invalid card: card number fails the Luhn check", { field: "number" });
  const { number, holderName, expirationMonth, expirationYear, cvv } = input;
  // expired hashes are deleted by the card-hash sweep (start-card-hash-sweep.ts), used ones at once
  return createCardHash({ companyId, card: { number, holderName, expirationMonth, expirationYear, cvv } });
}
