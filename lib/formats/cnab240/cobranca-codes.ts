// Retorno movement codes (segment T/U positions 16-17) and motive codes (T 214-223) of CNAB 240
// cobrança. Banco do Brasil and Bradesco follow the FEBRABAN tables (C044, C047); Itaú has tables
// of its own, where the same number can mean something else (17 is a rejected change there, not a
// payment after write-off).

import type { CnabBank } from "../boleto-banks";

export type OccurrenceKind =
  "entry_confirmed" | "entry_rejected" | "paid" | "written_off" | "due_date_changed" | "other";

export type OccurrenceCode = { code: string; kind: OccurrenceKind; description: string };

const row = (code: string, kind: OccurrenceKind, description: string): OccurrenceCode => ({ code, kind, description });

/** FEBRABAN C044, used by Banco do Brasil (001) and Bradesco (237). */
export const FEBRABAN_OCCURRENCES: readonly OccurrenceCode[] = [
  row("02", "entry_confirmed", "entry confirmed"),
  row("03", "entry_rejected", "entry rejected"),
  row("06", "paid", "paid"),
  row("09", "written_off", "written off"),
  row("12", "other", "rebate granted"),
  row("13", "other", "rebate cancelled"),
  row("14", "due_date_changed", "due date changed"),
  row("17", "paid", "paid after write-off or without registration"),
  row("19", "other", "protest instruction confirmed"),
  row("20", "other", "protest suspension confirmed"),
  row("23", "other", "sent to the notary"),
  row("24", "other", "withdrawn from the notary"),
  row("25", "other", "protested and written off"),
  row("26", "other", "instruction rejected"),
  row("27", "other", "change of other data confirmed"),
  row("28", "other", "fee or cost charged"),
  row("30", "other", "change of data rejected"),
  row("44", "other", "paid with a bounced cheque"),
  row("45", "other", "paid with a cheque, cleared"),
  row("50", "other", "paid with a cheque, pending clearance"),
];

/** Itaú (341) retorno table (IT240 note 22). */
export const ITAU_OCCURRENCES: readonly OccurrenceCode[] = [
  row("02", "entry_confirmed", "entry confirmed"),
  row("03", "entry_rejected", "entry rejected"),
  row("04", "other", "change of data accepted"),
  row("05", "other", "change of data, write-off"),
  row("06", "paid", "paid"),
  row("08", "paid", "paid at the notary"),
  row("09", "written_off", "written off"),
  row("10", "other", "written off because it was paid"),
  row("12", "other", "rebate granted"),
  row("13", "other", "rebate cancelled"),
  row("14", "due_date_changed", "due date changed"),
  row("15", "other", "write-off rejected"),
  row("16", "other", "instruction rejected"),
  row("17", "other", "change or removal of data rejected"),
  row("18", "other", "contract collection: rejected or pending"),
  row("19", "other", "protest instruction confirmed"),
  row("20", "other", "protest suspension confirmed"),
  row("21", "other", "protest suspension instruction confirmed"),
  row("23", "other", "protested"),
  row("24", "other", "protest suspended"),
  row("25", "other", "payer's allegations"),
  row("32", "written_off", "written off by protest"),
  row("57", "other", "instruction cancelled"),
];

/** FEBRABAN C047 motives. With 02/03/26/30 they are rejection reasons; with 06/09/17 channels and write-off causes. */
export const FEBRABAN_REJECTION_REASONS: Readonly<Record<string, string>> = {
  "01": "invalid bank code",
  "02": "invalid record type",
  "03": "invalid segment",
  "04": "movement not allowed for the wallet",
  "05": "invalid movement code",
  "06": "invalid beneficiary document",
  "07": "invalid agency or account",
  "08": "invalid nosso número",
  "09": "duplicate nosso número",
  "10": "invalid wallet",
  "11": "invalid registration form",
  "12": "invalid document type",
  "13": "invalid boleto issuer",
  "14": "invalid boleto distribution",
  "15": "incompatible characteristics",
  "16": "invalid due date",
  "17": "due date before issue date",
  "18": "due date out of range",
  "20": "invalid amount",
  "21": "invalid kind of title",
  "22": "kind of title not allowed",
  "23": "invalid acceptance flag",
  "24": "invalid issue date",
  "26": "invalid interest code",
  "27": "invalid interest amount or rate",
  "28": "invalid discount code",
  "29": "discount not less than the amount",
  "33": "invalid rebate",
  "34": "rebate not less than the amount",
  "37": "invalid protest code",
  "38": "invalid protest term",
  "42": "invalid write-off code",
  "43": "invalid write-off term",
  "44": "invalid currency code",
  "45": "payer name missing",
  "46": "invalid payer document",
  "47": "payer address missing",
  "48": "invalid zip code",
  "49": "zip code without a bank branch",
  "51": "zip code does not match the state",
  "52": "invalid state",
  "57": "invalid fine code",
  "58": "invalid fine date",
  "59": "invalid fine amount",
  "60": "movement for a title not registered",
  "63": "title already registered",
  "79": "invalid interest date",
  "80": "invalid discount date",
  "86": "invalid document number",
  A4: "payer is a DDA subscriber",
  A5: "title already paid",
  A6: "agreement invalid or closed",
};

export const FEBRABAN_SETTLEMENT_REASONS: Readonly<Record<string, string>> = {
  "01": "paid from balance",
  "02": "paid on account",
  "03": "paid in cash at a branch",
  "04": "paid by electronic clearing",
  "05": "paid by conventional clearing",
  "06": "paid electronically",
  "07": "paid after a local holiday",
  "08": "paid at the notary",
  "09": "written off by the bank",
  "10": "written off by the beneficiary's file",
  "11": "written off by the beneficiary online",
  "12": "term expired (beneficiary)",
  "13": "term expired (bank)",
  "14": "protested",
  "15": "title removed",
  "30": "paid by cheque at a branch",
  "31": "paid at a correspondent",
  "32": "paid at an ATM",
  "33": "paid on the internet",
  "34": "paid by office banking",
  "35": "paid in cash at a correspondent",
  "36": "paid by cheque at a correspondent",
  "37": "paid by phone",
};

/** Itaú's error codes in T 214-221 (the most frequent ones, IT240 tables 1-8). */
export const ITAU_REJECTION_REASONS: Readonly<Record<string, string>> = {
  "03": "invalid zip code",
  "04": "invalid state",
  "08": "invalid payer name",
  "11": "zip code is not numeric",
  "14": "nosso número already registered or out of range",
  "15": "duplicate nosso número",
  "37": "invalid payer document",
  "62": "discount greater than the amount",
  "68": "invalid wallet",
};

export function occurrenceTable(bank: CnabBank): readonly OccurrenceCode[] {
  return bank === "341" ? ITAU_OCCURRENCES : FEBRABAN_OCCURRENCES;
}

export function describeOccurrence(bank: CnabBank, code: string): OccurrenceCode {
  return occurrenceTable(bank).find((o) => o.code === code) ?? row(code, "other", `movement ${code}`);
}

/** English text for the motive codes of one occurrence ("" when there are none). */
export function describeReasons(bank: CnabBank, kind: OccurrenceKind, reasons: readonly string[]): string {
  const table =
    bank === "341"
      ? kind === "entry_rejected" || kind === "other"
        ? ITAU_REJECTION_REASONS
        : {}
      : kind === "paid" || kind === "written_off"
        ? FEBRABAN_SETTLEMENT_REASONS
        : FEBRABAN_REJECTION_REASONS;
  return reasons.map((r) => table[r] ?? `reason ${r}`).join("; ");
}

/** Every code the docs list, per bank. */
export const COBRANCA_OCCURRENCE_CODES: Readonly<Record<CnabBank, readonly OccurrenceCode[]>> = {
  "001": FEBRABAN_OCCURRENCES,
  "237": FEBRABAN_OCCURRENCES,
  "341": ITAU_OCCURRENCES,
};
