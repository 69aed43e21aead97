import "server-only";

import { createHmac, timingSafeEqual } from "node:crypto";

import { derivedKey } from "@/lib/platform/env";

// The code printed on a receipt (docs/api.md, "Receipts as PDF"): what kind of receipt and whose id,
// and a MAC of both under a key derived for this purpose only. Anyone holding the paper can confirm it
// at PUBLIC_BASE_URL/verify/{code}; nobody can make a code for an id the server did not sign, so
// counting through ids finds nothing. 20 base32 characters of MAC (100 bits).

export type ReceiptKind = "transaction" | "transfer";

const PREFIX: Record<ReceiptKind, string> = { transaction: "P", transfer: "T" };
const KIND_OF: Record<string, ReceiptKind> = { P: "transaction", T: "transfer" };
const MAC_LENGTH = 20;
const CODE = new RegExp(`^([PT])(\\d{1,10})-([A-Z2-7]{${MAC_LENGTH}})$`);
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function mac(kind: ReceiptKind, id: number): string {
  const digest = createHmac("sha256", derivedKey("receipt-verification")).update(`${kind}:${id}`).digest();
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < MAC_LENGTH) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
    if (out.length === MAC_LENGTH) break;
  }
  return out;
}

export function receiptCode(kind: ReceiptKind, id: number): string {
  return `${PREFIX[kind]}${id}-${mac(kind, id)}`;
}

/** The receipt a code was signed for, or null for anything the server did not sign. */
export function readReceiptCode(code: string): { kind: ReceiptKind; id: number } | null {
  const m = CODE.exec(code.trim().toUpperCase());
  if (!m) return null;
  const kind = KIND_OF[m[1]];
  const id = Number(m[2]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2147483647) return null;
  const expected = Buffer.from(mac(kind, id));
  const given = Buffer.from(m[3]);
  return timingSafeEqual(expected, given) ? { kind, id } : null;
}
