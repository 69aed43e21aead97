// What the remessa and the retorno share: the agreement, its header fields, dates.

import { type BoletoAccount, type CnabBank, itauAccountDigit } from "../boleto-banks";
import { addDays, isDay, offsetAt } from "../time";
import { BANK_NAMES, LAYOUT_VERSIONS } from "./cobranca-specs";
import { CnabFieldError, type RecordValues } from "./fields";

export type { CnabBank };

export type Agreement = {
  bank: CnabBank;
  agency: string;
  agencyDigit?: string;
  account: string;
  accountDigit: string;
  convenio?: string;
  wallet: string;
  walletVariation?: string;
  beneficiary: { name: string; documentType: "cpf" | "cnpj"; document: string };
};

export function boletoAccount(agreement: Agreement): BoletoAccount {
  const { bank, agency, account, convenio, wallet } = agreement;
  return { bank, agency, account, convenio, wallet };
}

const onlyDigits = (field: string, value: string, max: number) => {
  if (!/^\d+$/.test(value) || value.length > max)
    throw new CnabFieldError(field, `must be 1 to ${max} digits, got "${value}"`);
  return value;
};

export function documentValues(field: string, doc: { documentType: "cpf" | "cnpj"; document: string }) {
  const digits = doc.document.replace(/[.\-/\s]/g, "");
  const length = doc.documentType === "cpf" ? 11 : 14;
  if (!/^\d+$/.test(digits) || digits.length !== length) {
    throw new CnabFieldError(field, `a ${doc.documentType.toUpperCase()} has ${length} digits, got "${doc.document}"`);
  }
  return { documentType: doc.documentType === "cpf" ? 1 : 2, document: digits };
}

/** The agency/account fields of the headers and of segments P and T, in each bank's layout. */
export function accountValues(agreement: Agreement): RecordValues {
  const agency = onlyDigits("agency", agreement.agency, agreement.bank === "341" ? 4 : 5);
  const account = onlyDigits("account", agreement.account, agreement.bank === "341" ? 5 : 12);
  if (agreement.bank === "341") {
    const dac = itauAccountDigit(agency, account);
    if (agreement.accountDigit !== dac) {
      throw new CnabFieldError(
        "accountDigit",
        `Itaú account digit of ${agency}/${account} is ${dac}, not ${agreement.accountDigit}`,
      );
    }
    return { agency, account, accountDigit: dac };
  }
  const dv = (field: string, value: string | undefined) => {
    if (value !== undefined && !/^[0-9A-Za-z]?$/.test(value))
      throw new CnabFieldError(field, `must be one digit or letter, got "${value}"`);
    return value ?? "";
  };
  return {
    agency,
    agencyDigit: dv("agencyDigit", agreement.agencyDigit),
    account,
    accountDigit: dv("accountDigit", agreement.accountDigit),
  };
}

/** Header positions 33-52 (file) and 34-53 (batch): the convênio in each bank's layout. */
export function convenioField(agreement: Agreement): string {
  switch (agreement.bank) {
    case "001": {
      const convenio = onlyDigits("convenio", agreement.convenio ?? "", 9).padStart(9, "0");
      const wallet = onlyDigits("wallet", agreement.wallet, 2).padStart(2, "0");
      const variation = onlyDigits("walletVariation", agreement.walletVariation ?? "", 3).padStart(3, "0");
      return `${convenio}0014${wallet}${variation}`;
    }
    case "237":
      return onlyDigits("convenio", agreement.convenio ?? "", 20).padStart(20, "0");
    case "341":
      return "";
  }
}

export function headerValues(agreement: Agreement, fileKind: 1 | 2, sequence: number, createdAt: Date) {
  const { documentType, document } = documentValues("beneficiary.document", agreement.beneficiary);
  const { date, time } = saoPauloStamp(createdAt);
  const common = {
    bank: agreement.bank,
    documentType,
    document,
    convenio: convenioField(agreement),
    ...accountValues(agreement),
    companyName: agreement.beneficiary.name,
  };
  const file: RecordValues = {
    ...common,
    bankName: BANK_NAMES[agreement.bank],
    fileKind,
    createdDate: date,
    createdTime: time,
    sequence,
    layoutVersion: LAYOUT_VERSIONS[agreement.bank].file,
  };
  const batch: RecordValues = {
    ...common,
    batch: 1,
    operation: fileKind === 1 ? "R" : "T",
    layoutVersion: LAYOUT_VERSIONS[agreement.bank].batch,
    sequence,
    recordedDate: date,
  };
  return { file, batch };
}

/** DDMMAAAA and HHMMSS of an instant on São Paulo's clock. */
export function saoPauloStamp(at: Date): { date: string; time: string } {
  if (Number.isNaN(at.getTime())) throw new CnabFieldError("createdAt", "is not a valid date");
  const wall = new Date(at.getTime() + offsetAt(at));
  const p = (v: number) => String(v).padStart(2, "0");
  return {
    date: `${p(wall.getUTCDate())}${p(wall.getUTCMonth() + 1)}${String(wall.getUTCFullYear()).padStart(4, "0")}`,
    time: `${p(wall.getUTCHours())}${p(wall.getUTCMinutes())}${p(wall.getUTCSeconds())}`,
  };
}

/** "YYYY-MM-DD" → DDMMAAAA. */
export function cnabDate(field: string, day: string): string {
  if (!isDay(day)) throw new CnabFieldError(field, `must be a date YYYY-MM-DD, got "${day}"`);
  return `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;
}

/** DDMMAAAA (as read: a number) → "YYYY-MM-DD"; 0 (no date) → undefined. */
export function dayFromCnab(field: string, value: number, line?: number): string | undefined {
  if (value === 0) return undefined;
  const s = String(value).padStart(8, "0");
  const day = `${s.slice(4, 8)}-${s.slice(2, 4)}-${s.slice(0, 2)}`;
  if (!isDay(day)) throw new CnabFieldError(field, `${s} is not a date DDMMAAAA`, line);
  return day;
}

export const dayAfter = (day: string) => addDays(day, 1);
