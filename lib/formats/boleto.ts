// FEBRABAN "bloqueto de cobrança" barcode and digitable line (linha digitável).

import { dayDiff } from "./time";

const FACTOR_BASE = "1997-10-07"; // factor 0; factor 1000 falls on 2000-07-03
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Modulo-10 check digit (weights 2,1,2,1… from the right, product digits summed). */
export function mod10(digits: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const product = (digits.charCodeAt(i) - 48) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return String((10 - (sum % 10)) % 10);
}

/** General barcode check digit over the 43 other digits (weights 2..9 from the right). */
export function mod11Barcode(digits: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += (digits.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  // The barcode DV can never be 0, so 0, 10 and 11 all become 1.
  return dv === 0 || dv === 10 || dv === 11 ? "1" : String(dv);
}

/**
 * Due-date factor: days since 1997-10-07. The 4-digit field ran out on
 * 2025-02-21 (9999), so FEBRABAN restarts it at 1000 on 2025-02-22 and every
 * 9000 days after. Pass the due day ("YYYY-MM-DD", a São Paulo calendar day), or a Date whose
 * UTC date is that day (midnight UTC of it).
 */
export function dueDateFactor(date: string | Date): string {
  const day = typeof date === "string" ? date : Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
  const days = DAY_PATTERN.test(day) ? dayDiff(FACTOR_BASE, day) : NaN;
  if (!Number.isFinite(days) || days < 1000) throw new RangeError("due date must be on or after 2000-07-03");
  return String(((days - 1000) % 9000) + 1000);
}

type BuildBoletoOptions = { bankCode: string; amountCents: number; dueDate: string | Date; freeField: string };

export function buildBoleto(opts: BuildBoletoOptions): { barcode: string; digitableLine: string } {
  if (!/^\d{3}$/.test(opts.bankCode)) throw new RangeError("bankCode must be 3 digits");
  if (!/^\d{25}$/.test(opts.freeField)) throw new RangeError("freeField must be 25 digits");
  if (!Number.isSafeInteger(opts.amountCents) || opts.amountCents < 0 || opts.amountCents > 99_999_999_99) {
    throw new RangeError("amountCents must be an integer between 0 and 9999999999");
  }
  const head = `${opts.bankCode}9`;
  const tail = dueDateFactor(opts.dueDate) + String(opts.amountCents).padStart(10, "0") + opts.freeField;
  const barcode = head + mod11Barcode(head + tail) + tail;
  return { barcode, digitableLine: digitableLineFromBarcode(barcode) };
}

function digitableLineFromBarcode(barcode: string): string {
  const field1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return field1 + mod10(field1) + field2 + mod10(field2) + field3 + mod10(field3) + barcode[4] + barcode.slice(5, 19);
}

/** Rebuilds the 44-digit barcode; punctuation in `line` is ignored. */
export function barcodeFromDigitableLine(line: string): string {
  const d = line.replace(/\D/g, "");
  if (d.length !== 47) throw new RangeError("digitable line must have 47 digits");
  return d.slice(0, 4) + d[32] + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
}

/** Checks the three modulo-10 field digits and the modulo-11 general digit. */
export function isValidDigitableLine(line: string): boolean {
  if (!/^[\d.\s]+$/.test(line)) return false;
  const d = line.replace(/\D/g, "");
  if (d.length !== 47) return false;
  const fieldsOk =
    mod10(d.slice(0, 9)) === d[9] && mod10(d.slice(10, 20)) === d[20] && mod10(d.slice(21, 31)) === d[31];
  if (!fieldsOk) return false;
  const barcode = barcodeFromDigitableLine(d);
  return mod11Barcode(barcode.slice(0, 4) + barcode.slice(5)) === barcode[4];
}

/** "AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV", as printed on the slip. */
export function formatDigitableLine(line: string): string {
  const d = line.replace(/\D/g, "");
  if (d.length !== 47) throw new RangeError("digitable line must have 47 digits");
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(32 + 1)}`;
}
