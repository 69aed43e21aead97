// Per-bank boleto numbers for registered boletos: the nosso número (as printed, and as written in
// CNAB 240 segment P positions 38-57), its check digits, and the barcode's 25-digit free field
// (campo livre). Banco do Brasil 001, Itaú 341, Bradesco 237.

import { buildBoleto, mod10 } from "./boleto";

export type CnabBank = "001" | "341" | "237";
export const CNAB_BANKS: readonly CnabBank[] = ["001", "341", "237"];

/** What the numbers depend on: the collection agreement's bank, branch, account, convênio and carteira. */
export type BoletoAccount = {
  bank: CnabBank;
  agency: string;
  account: string;
  convenio?: string;
  wallet: string;
};

export type BoletoNumbers = {
  /** as printed on the boleto, e.g. "109/00000042-0" */
  printed: string;
  /** segment P / T positions 38-57, exactly 20 characters */
  segment: string;
  /** the barcode's free field, 25 digits */
  freeField: string;
};

function digits(name: string, value: string, max: number, min = 1): string {
  if (!/^\d+$/.test(value) || value.length < min || value.length > max) {
    const size = min === max ? `${max}` : `${min} to ${max}`;
    throw new RangeError(`${name} must be ${size} digits, got "${value}"`);
  }
  return value;
}

// a number that may come with leading zeros, padded to exactly `width` digits
function fixed(name: string, value: string, width: number): string {
  const v = digits(name, value, Math.max(width, value.length)).replace(/^0+(?=\d)/, "");
  if (v.length > width) throw new RangeError(`${name} ${value} does not fit in ${width} digits`);
  return v.padStart(width, "0");
}

/** Banco do Brasil nosso-número DV (convênios of 4 and 6 digits): weights 9..2 from the right, mod 11, 10 → X. */
export function bbNossoNumeroDigit(number: string): string {
  let sum = 0;
  let weight = 9;
  for (let i = number.length - 1; i >= 0; i--) {
    sum += (number.charCodeAt(i) - 48) * weight;
    weight = weight === 2 ? 9 : weight - 1;
  }
  const r = sum % 11;
  return r === 10 ? "X" : String(r);
}

// Mod 11 with weights 2 to `maxWeight` from the right, cycling: 11 − remainder, where 10 and 11
// become the bank's own characters.
function mod11Digit(number: string, maxWeight: number, ten: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = number.length - 1; i >= 0; i--) {
    sum += (number.charCodeAt(i) - 48) * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 11 ? "0" : dv === 10 ? ten : String(dv);
}

/** Banco do Brasil agency digit: mod 11 of the 4 digits, weights 5 4 3 2; 10 → X. */
export const bbAgencyDigit = (agency: string) => mod11Digit(fixed("agency", agency, 4), 9, "X");
/** Banco do Brasil account digit: mod 11 of up to 8 digits, weights 2 to 9 from the right; 10 → X. */
export const bbAccountDigit = (account: string) => mod11Digit(fixed("account", account, 8), 9, "X");
/** Bradesco agency digit: mod 11 of the 4 digits, weights 5 4 3 2; 10 → P. */
export const bradescoAgencyDigit = (agency: string) => mod11Digit(fixed("agency", agency, 4), 7, "P");
/** Bradesco account digit: mod 11 of up to 7 digits, weights 2 to 7 from the right; 10 → P. */
export const bradescoAccountDigit = (account: string) => mod11Digit(fixed("account", account, 7), 7, "P");

/** Itaú DAC of agency + account (mod 10): the digit the bank prints after the account. */
export function itauAccountDigit(agency: string, account: string): string {
  return mod10(fixed("agency", agency, 4) + fixed("account", account, 5));
}

// carteiras whose nosso-número DAC covers only carteira + number (IT240)
const ITAU_SHORT_DAC_WALLETS = new Set(["126", "131", "145", "146", "150", "168"]);

/** Itaú nosso-número DAC: mod 10 over agency(4) + account(5) + carteira(3) + nosso número(8). */
export function itauNossoNumeroDigit(agency: string, account: string, wallet: string, number: string): string {
  const w = fixed("wallet", wallet, 3);
  const n = fixed("nossoNumero", number, 8);
  if (ITAU_SHORT_DAC_WALLETS.has(w)) return mod10(w + n);
  return mod10(fixed("agency", agency, 4) + fixed("account", account, 5) + w + n);
}

/** Bradesco nosso-número DV: mod 11 base 7 over carteira(2) + number(11); remainder 1 → P, 0 → 0. */
export function bradescoNossoNumeroDigit(wallet: string, number: string): string {
  const all = fixed("wallet", wallet, 2) + fixed("nossoNumero", number, 11);
  let sum = 0;
  let weight = 2;
  for (let i = all.length - 1; i >= 0; i--) {
    sum += (all.charCodeAt(i) - 48) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const r = sum % 11;
  return r === 0 ? "0" : r === 1 ? "P" : String(11 - r);
}

/** The nosso número of the agreement's `sequence` (digits, no check digit) and the barcode free field. */
export function boletoNumbers(acc: BoletoAccount, sequence: string): BoletoNumbers {
  digits("sequence", sequence, 20);
  switch (acc.bank) {
    case "001":
      return bbNumbers(acc, sequence);
    case "341": {
      const wallet = fixed("wallet", acc.wallet, 3);
      const agency = fixed("agency", acc.agency, 4);
      const account = fixed("account", acc.account, 5);
      const nn = fixed("nossoNumero", sequence, 8);
      const dac = itauNossoNumeroDigit(agency, account, wallet, nn);
      return {
        printed: `${wallet}/${nn}-${dac}`,
        segment: `${wallet}${nn}${dac}`.padEnd(20, " "),
        freeField: `${wallet}${nn}${dac}${agency}${account}${itauAccountDigit(agency, account)}000`,
      };
    }
    case "237": {
      const wallet = fixed("wallet", acc.wallet, 2);
      const nn = fixed("nossoNumero", sequence, 11);
      const dv = bradescoNossoNumeroDigit(wallet, nn);
      return {
        printed: `${wallet}/${nn}-${dv}`,
        segment: `0${wallet}00000${nn}${dv}`,
        freeField: `${fixed("agency", acc.agency, 4)}${wallet}${nn}${fixed("account", acc.account, 7)}0`,
      };
    }
  }
}

function bbNumbers(acc: BoletoAccount, sequence: string): BoletoNumbers {
  const convenio = digits("convenio", acc.convenio ?? "", 7, 4).replace(/^0+(?=\d{7}$)/, "");
  const wallet = fixed("wallet", acc.wallet, 2);
  if (convenio.length === 7) {
    const nn = convenio + fixed("nossoNumero", sequence, 10);
    return { printed: nn, segment: nn.padEnd(20, " "), freeField: `000000${nn}${wallet}` };
  }
  if (convenio.length !== 4 && convenio.length !== 6) {
    throw new RangeError(`Banco do Brasil convenio must have 4, 6 or 7 digits, got "${convenio}"`);
  }
  const nn = convenio + fixed("nossoNumero", sequence, 11 - convenio.length);
  const dv = bbNossoNumeroDigit(nn);
  return {
    printed: `${nn}-${dv}`,
    segment: `${nn}${dv}`.padEnd(20, " "),
    freeField: `${nn}${fixed("agency", acc.agency, 4)}${fixed("account", acc.account, 8)}${wallet}`,
  };
}

/**
 * Reads a nosso número from segment P/T positions 38-57 back to the sequence (digits without
 * leading zeros), checking the bank's check digit. Throws a RangeError when it is not this
 * agreement's layout or the check digit is wrong.
 */
export function sequenceFromSegment(acc: BoletoAccount, segment: string): string {
  const strip = (s: string) => s.replace(/^0+(?=\d)/, "");
  if (/^[ 0]*$/.test(segment)) throw new RangeError("nosso número is empty");
  let sequence: string;
  if (acc.bank === "001") {
    const convenio = (acc.convenio ?? "").replace(/^0+(?=\d{7}$)/, "");
    const len = convenio.length === 7 ? 10 : 11 - convenio.length;
    const m = /^(\d+)/.exec(segment);
    sequence = m && m[1].startsWith(convenio) ? m[1].slice(convenio.length, convenio.length + len) : "";
  } else if (acc.bank === "341") {
    sequence = /^\d{3}(\d{8})\d {8}$/.exec(segment)?.[1] ?? "";
  } else {
    sequence = /^\d{8}(\d{11})[\dP]$/.exec(segment)?.[1] ?? "";
  }
  if (!sequence) throw new RangeError(`"${segment.trimEnd()}" is not a nosso número of this agreement`);
  if (boletoNumbers(acc, sequence).segment !== segment) {
    throw new RangeError(`"${segment.trimEnd()}" has a wrong check digit`);
  }
  return strip(sequence);
}

/** Barcode (44 digits) and digitable line (47 digits) of a registered boleto. */
export function boletoBarcode(opts: { bank: CnabBank; dueDate: string; amount: number; freeField: string }): {
  barcode: string;
  digitableLine: string;
} {
  return buildBoleto({
    bankCode: opts.bank,
    dueDate: opts.dueDate,
    amountCents: opts.amount,
    freeField: opts.freeField,
  });
}
