import "server-only";

// The txid of a transaction's Pix charge: derived from the transaction, never random, so every
// retry of PUT /cob/{txid} names the same charge and a PSP can never hold two for one payment.
// "CM", the id in base 36 (8 places) and the transaction's secureId (20 letters and digits, random
// at creation) — 30 characters, inside the standard's 26–35. The secureId part keeps txids unique
// when a database is recreated against the same PSP account and ids start over.
export function pixTxid({ transactionId, secureId }: { transactionId: number; secureId: string }): string {
  const txid = `CM${transactionId.toString(36).padStart(8, "0")}${secureId.replace(/[^A-Za-z0-9]/g, "")}`.slice(0, 35);
  if (txid.length < 26) throw new RangeError("secureId too short for a txid");
  return txid;
}
