import { ApiError } from "@/lib/api/errors";
import { isLuhnValid } from "@/lib/acquirer/luhn";
import type { CreateCardHashInput } from "@/lib/schemas/checkout";
import { createCardHash, purgeExpiredCardHashes } from "./card-hash";

const PURGE_PROBABILITY = 0.02;

// POST /v1/card-hashes: raw card data in, a one-time hash out. A number that fails Luhn is a typo
// the payer can fix now, so it is refused here rather than when the hash is used.
export async function tokenizeCard({ companyId, input }: { companyId: number; input: CreateCardHashInput }) {
  if (!isLuhnValid(input.number)) throw new ApiError("invalid_card", "Invalid card: card number fails the Luhn check", { field: "number" });
  const { number, holderName, expirationMonth, expirationYear, cvv } = input;
  const created = await createCardHash({ companyId, card: { number, holderName, expirationMonth, expirationYear, cvv } });
  // expired hashes hold encrypted card data nobody can use any more: drop them as we go
  if (Math.random() < PURGE_PROBABILITY) void purgeExpiredCardHashes().catch(() => undefined);
  return created;
}
