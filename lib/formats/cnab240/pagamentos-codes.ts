// Retorno occurrence codes of CNAB 240 pagamentos (segment A, batch header and batch trailer,
// positions 231-240: up to five 2-character codes). Banco do Brasil and Bradesco follow FEBRABAN's
// table G059 with its Pix codes (PA-PN); Itaú SISPAG has a table of its own where the same letters
// can mean something else (AG is an invalid batch number there, not an invalid account; PD is not a
// Pix code) and no Pix code of its own: a refused Pix comes back with its general codes (BI, TI, RJ,
// NR, DV). docs/rails.md, "Occurrences", says which tables these are and what to confirm with a bank.

import type { CnabBank } from "../boleto-banks";

/**
 * paid: the money reached the payee; accepted: the bank took the order and will pay it;
 * scheduled: the bank took it for a later date; rejected: it will not be paid (the money goes
 * back); other: informative, changes nothing.
 */
export type PagamentoKind = "paid" | "accepted" | "scheduled" | "rejected" | "other";

export type PagamentoOccurrence = { code: string; kind: PagamentoKind; description: string };

const row = (code: string, kind: PagamentoKind, description: string): PagamentoOccurrence => ({
  code,
  kind,
  description,
});

// FEBRABAN G059, as Banco do Brasil and Bradesco use it
const FEBRABAN: readonly PagamentoOccurrence[] = [
  row("00", "paid", "paid"),
  row("01", "rejected", "the paying account has insufficient funds"),
  row("02", "rejected", "cancelled by the payer or the creditor"),
  row("03", "paid", "paid (debit authorized by the branch)"),
  row("BD", "accepted", "accepted by the bank"),
  row("BE", "other", "change accepted"),
  row("BF", "other", "removal accepted"),
  row("AA", "rejected", "invalid file control"),
  row("AB", "rejected", "invalid operation type"),
  row("AC", "rejected", "invalid service type"),
  row("AD", "rejected", "invalid payment method"),
  row("AE", "rejected", "invalid payer registration"),
  row("AF", "rejected", "invalid agreement code"),
  row("AG", "rejected", "invalid paying agency or account"),
  row("AH", "rejected", "invalid record sequence number"),
  row("AI", "rejected", "invalid segment code"),
  row("AJ", "rejected", "invalid movement type"),
  row("AK", "rejected", "invalid clearing house"),
  row("AL", "rejected", "invalid recipient bank"),
  row("AM", "rejected", "invalid recipient branch"),
  row("AN", "rejected", "invalid recipient account"),
  row("AO", "rejected", "recipient name missing"),
  row("AP", "rejected", "invalid payment date"),
  row("AR", "rejected", "invalid amount"),
  row("AT", "rejected", "invalid recipient CPF/CNPJ"),
  row("BG", "rejected", "the recipient account is legally blocked"),
  row("HA", "rejected", "batch not accepted"),
  row("HF", "rejected", "the paying account has insufficient balance"),
  row("TA", "rejected", "batch totals differ"),
  row("ZA", "other", "recipient account replaced by the bank"),
  row("ZB", "other", "recipient name differs from the tax registry's"),
];

// G059's Pix codes, in Bradesco Multipag's and Banco do Brasil's payment layouts
const FEBRABAN_PIX: readonly PagamentoOccurrence[] = [
  row("PA", "rejected", "Pix not made, try again later"),
  row("PB", "rejected", "error at the recipient's institution"),
  row("PC", "rejected", "the recipient account is closed"),
  row("PD", "rejected", "wrong account type"),
  row("PE", "rejected", "the recipient account does not take this transaction"),
  row("PF", "rejected", "the recipient CPF/CNPJ does not match the account holder"),
  row("PG", "rejected", "incorrect recipient CPF/CNPJ"),
  row("PH", "rejected", "rejected by the recipient's institution"),
  row("PI", "rejected", "invalid ISPB"),
  row("PJ", "rejected", "Pix key not found"),
  row("PK", "rejected", "invalid or expired QR code"),
  row("PL", "rejected", "invalid Pix initiation form"),
  row("PM", "rejected", "invalid Pix key"),
  row("PN", "rejected", "Pix key missing"),
];

// Itaú SISPAG note 8
const ITAU: readonly PagamentoOccurrence[] = [
  row("00", "paid", "paid"),
  row("BD", "scheduled", "scheduled by the bank"),
  row("AE", "other", "payment date changed"),
  row("AG", "rejected", "invalid batch number"),
  row("AM", "rejected", "invalid recipient branch"),
  row("AN", "rejected", "invalid recipient account"),
  row("BI", "rejected", "invalid recipient CPF/CNPJ (for a Pix, the key holder's)"),
  row("CE", "rejected", "payment cancelled"),
  row("DV", "rejected", "returned by the recipient's bank"),
  row("NA", "rejected", "cancelled for lack of authorization"),
  row("NR", "rejected", "operation not carried out"),
  row("RJ", "rejected", "rejected by the bank"),
  row("SS", "rejected", "the paying account has insufficient balance or limit"),
  row("TA", "rejected", "batch totals differ"),
  row("TI", "rejected", "the recipient CPF/CNPJ does not match the account holder"),
  // with CPF checking "without rejection": BD followed by one of these
  row("CI", "other", "recipient CPF/CNPJ invalid (not rejected)"),
  row("CD", "other", "recipient CPF/CNPJ differs from the account holder's (not rejected)"),
  row("CN", "other", "recipient account not found yet (not rejected)"),
];

/** Each bank's occurrence table (for the docs and the retorno reader). */
export const PAGAMENTOS_OCCURRENCES: Readonly<Record<CnabBank, readonly PagamentoOccurrence[]>> = {
  "001": [...FEBRABAN, ...FEBRABAN_PIX],
  "237": [...FEBRABAN, ...FEBRABAN_PIX],
  "341": ITAU,
};

export function describePagamentoOccurrence(bank: CnabBank, code: string): PagamentoOccurrence | undefined {
  return PAGAMENTOS_OCCURRENCES[bank].find((o) => o.code === code);
}

/**
 * What a list of codes means for the order: any rejection wins (the first one is the reason),
 * then a payment, then acceptance or scheduling; informative codes alone change nothing, and an
 * unknown code alone leaves the order as it was ("other"), to be looked at rather than guessed.
 */
export function resolvePagamento(
  bank: CnabBank,
  codes: readonly string[],
): { kind: PagamentoKind; reasonText: string } {
  const known = codes.map((c) => describePagamentoOccurrence(bank, c));
  const rejected = known.find((o) => o?.kind === "rejected");
  if (rejected)
    return { kind: "rejected", reasonText: `Rejected by the bank: ${rejected.description} (${rejected.code})` };
  const paid = known.find((o) => o?.kind === "paid");
  if (paid) return { kind: "paid", reasonText: "Paid" };
  const scheduled = known.find((o) => o?.kind === "scheduled");
  if (scheduled) return { kind: "scheduled", reasonText: "Scheduled by the bank" };
  const accepted = known.find((o) => o?.kind === "accepted");
  if (accepted) return { kind: "accepted", reasonText: "Accepted by the bank" };
  const unknown = codes.filter((_, i) => !known[i]);
  if (unknown.length > 0) return { kind: "other", reasonText: `Unknown bank occurrence ${unknown.join(", ")}` };
  const info = known.find((o) => o !== undefined);
  return { kind: "other", reasonText: info ? `Bank notice: ${info.description}` : "No occurrence from the bank" };
}
