import "server-only";

import { derivedKey } from "@/lib/platform/env";
import { sealWithKey, unsealWithKey } from "@/lib/platform/secret-box";

// A card on file keeps the acquirer's token for it, which charges the card with the merchant's
// credentials: it is stored sealed under a key derived from AUTH_SECRET for this purpose, with the
// card's id as additional data, so a token copied onto another card row does not open
// (docs/security.md, Cards on file). The number and the CVV are never stored at all.

const PURPOSE = "card-token";

export const sealCardToken = (cardId: number, token: string): string =>
  sealWithKey(derivedKey(PURPOSE), token, `card:${cardId}`);

export const unsealCardToken = (cardId: number, sealed: string): string =>
  unsealWithKey(derivedKey(PURPOSE), sealed, `card:${cardId}`);
