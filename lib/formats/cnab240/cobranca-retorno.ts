// CNAB 240 cobrança retorno: the bank's answer, one T+U pair per occurrence (entry confirmed,
// rejected, paid, written off…). buildCobrancaRetorno writes one (the sandbox bank, test fixtures);
// parseCobrancaRetorno reads one, refusing the whole file on any bad line or trailer count.

import { boletoNumbers, CNAB_BANKS, type CnabBank, sequenceFromSegment } from "../boleto-banks";
import { startOfDay } from "../time";
import { describeOccurrence, describeReasons, type OccurrenceKind } from "./cobranca-codes";
import { type Agreement, boletoAccount, cnabDate, dayFromCnab, headerValues } from "./cobranca-common";
import {
  BATCH_TRAILER,
  batchHeaderSpec,
  FILE_TRAILER,
  fileHeaderSpec,
  SEGMENT_U,
  segmentTSpec,
} from "./cobranca-specs";
import { CnabFieldError, fieldText, joinFile, readRecord, type ReadValues, splitFile, writeRecord } from "./fields";

export type RetornoOccurrenceInput = {
  nossoNumero: string;
  documentNumber: string;
  movementCode: string;
  reasons?: string[];
  dueDate: string;
  amount: number;
  paidAmount?: number;
  tariff?: number;
  interestAndFine?: number;
  discount?: number;
  occurrenceDate?: string;
  creditDate?: string;
  payerName?: string;
};

export type RetornoOccurrence = {
  /** 1-based line of the segment T */
  line: number;
  nossoNumero: string;
  documentNumber: string;
  movementCode: string;
  kind: OccurrenceKind;
  reasons: string[];
  reasonText: string;
  amount: number;
  paidAmount: number;
  tariff: number;
  interestAndFine: number;
  discount: number;
  occurrenceDate?: string;
  creditDate?: string;
};

export type ParsedRetorno = {
  bank: CnabBank;
  agreement: {
    documentType: "cpf" | "cnpj";
    document: string;
    convenio: string;
    agency: string;
    account: string;
    accountDigit: string;
  };
  sequence: number;
  createdAt: Date;
  occurrences: RetornoOccurrence[];
  trailer: { batches: number; records: number; simpleCount: number; simpleTotal: number };
};

/** A retorno as the bank would send it (one batch), for the sandbox bank and test fixtures. */
export function buildCobrancaRetorno(input: {
  agreement: Agreement;
  sequence: number;
  createdAt: Date;
  occurrences: readonly RetornoOccurrenceInput[];
}): string {
  const { agreement, occurrences } = input;
  const { bank } = agreement;
  const headers = headerValues(agreement, 2, input.sequence, input.createdAt);
  const details: string[] = [];
  for (const o of occurrences) {
    const head = () => ({ bank, batch: 1, recordNumber: details.length + 1, movement: o.movementCode });
    const reasons = (o.reasons ?? []).join("");
    details.push(
      writeRecord(segmentTSpec(bank), {
        ...head(),
        agency: headers.file.agency,
        account: headers.file.account,
        accountDigit: headers.file.accountDigit,
        ...(bank === "341" ? {} : { agencyDigit: headers.file.agencyDigit, walletCode: 1 }),
        nossoNumero: boletoNumbers(boletoAccount(agreement), o.nossoNumero).segment,
        documentNumber: o.documentNumber,
        dueDate: cnabDate("dueDate", o.dueDate),
        amount: o.amount,
        collectingBank: bank,
        collectingAgencyDigit: "0",
        companyUse: o.documentNumber,
        currency: 9,
        payerName: o.payerName ?? "",
        tariff: o.tariff ?? 0,
        reasons,
      }),
    );
    details.push(
      writeRecord(SEGMENT_U, {
        ...head(),
        interestAndFine: o.interestAndFine ?? 0,
        discount: o.discount ?? 0,
        paidAmount: o.paidAmount ?? 0,
        netAmount: Math.max(0, (o.paidAmount ?? 0) - (o.tariff ?? 0)),
        occurrenceDate: o.occurrenceDate ? cnabDate("occurrenceDate", o.occurrenceDate) : 0,
        creditDate: o.creditDate ? cnabDate("creditDate", o.creditDate) : 0,
        correspondentNossoNumero: "0".repeat(20),
      }),
    );
  }
  const lines = [
    writeRecord(fileHeaderSpec(bank), headers.file),
    writeRecord(batchHeaderSpec(bank), headers.batch),
    ...details,
    writeRecord(BATCH_TRAILER, {
      bank,
      batch: 1,
      records: details.length + 2,
      simpleCount: occurrences.length,
      simpleTotal: occurrences.reduce((s, o) => s + o.amount, 0),
    }),
  ];
  lines.push(writeRecord(FILE_TRAILER, { bank, batches: 1, records: lines.length + 1 }));
  return joinFile(lines);
}

const num = (v: ReadValues, name: string) => v[name] as number;
const text = (v: ReadValues, name: string) => v[name] as string;

/** Reads a retorno; any bad line, unknown record or wrong trailer count throws CnabFieldError with its line. */
export function parseCobrancaRetorno(text_: string): ParsedRetorno {
  const lines = splitFile(text_);
  if (lines.length < 4)
    throw new CnabFieldError(
      "record",
      "a retorno has at least a header, a batch header and two trailers",
      lines.length || 1,
    );
  const bankCode = lines[0].slice(0, 3);
  if (!(CNAB_BANKS as readonly string[]).includes(bankCode))
    throw new CnabFieldError("bank", `bank ${bankCode} is not supported`, 1);
  const bank = bankCode as CnabBank;
  if (lines[0][7] !== "0") throw new CnabFieldError("recordType", "the first line must be the file header (0)", 1);
  const header = readRecord(fileHeaderSpec(bank), lines[0], 1);
  if (num(header, "fileKind") !== 2) throw new CnabFieldError("fileKind", "is not a retorno (2)", 1);

  const occurrences: RetornoOccurrence[] = [];
  let batches = 0;
  let batchStart = -1;
  let batchConvenio = "";
  let trailer: ParsedRetorno["trailer"] | undefined;
  let simple = { count: 0, total: 0 };
  let titles = { count: 0, total: 0 }; // the batch's segments T: how many, and their amounts
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    const lineNo = i + 1;
    if (trailer) throw new CnabFieldError("record", "a line after the file trailer", lineNo);
    if (line.slice(0, 3) !== bank)
      throw new CnabFieldError("bank", `${line.slice(0, 3)} differs from the header's ${bank}`, lineNo);
    const type = line[7];
    if (type === "1") {
      if (batchStart >= 0) throw new CnabFieldError("recordType", "a batch header inside a batch", lineNo);
      batchConvenio = text(readRecord(batchHeaderSpec(bank), line, lineNo), "convenio");
      batchStart = i;
      titles = { count: 0, total: 0 };
      batches++;
    } else if (type === "3") {
      if (batchStart < 0) throw new CnabFieldError("recordType", "a detail outside a batch", lineNo);
      const segment = line[13];
      if (segment === "U") throw new CnabFieldError("segment", "a segment U without its T", lineNo);
      if (segment !== "T") continue; // other segments (Y…) carry nothing Colmeia reads
      const next = lines[i + 1];
      if (!next || next[7] !== "3" || next[13] !== "U")
        throw new CnabFieldError("segment", "a segment T must be followed by its U", lineNo + 1);
      const occurrence = readOccurrence(bank, header, batchConvenio, line, lineNo, next);
      occurrences.push(occurrence);
      titles = { count: titles.count + 1, total: titles.total + occurrence.amount };
      i++;
    } else if (type === "5") {
      if (batchStart < 0) throw new CnabFieldError("recordType", "a batch trailer outside a batch", lineNo);
      const t = readRecord(BATCH_TRAILER, line, lineNo);
      const expected = i - batchStart + 1;
      if (num(t, "records") !== expected) {
        throw new CnabFieldError(
          "records",
          `the batch trailer counts ${num(t, "records")} records, the batch has ${expected}`,
          lineNo,
        );
      }
      checkBatchTotals(bank, t, titles, lineNo);
      simple = { count: simple.count + num(t, "simpleCount"), total: simple.total + num(t, "simpleTotal") };
      batchStart = -1;
    } else if (type === "9") {
      if (batchStart >= 0) throw new CnabFieldError("recordType", "the file trailer inside a batch", lineNo);
      const t = readRecord(FILE_TRAILER, line, lineNo);
      if (num(t, "batches") !== batches) {
        throw new CnabFieldError(
          "batches",
          `the file trailer counts ${num(t, "batches")} batches, the file has ${batches}`,
          lineNo,
        );
      }
      if (num(t, "records") !== lines.length) {
        throw new CnabFieldError(
          "records",
          `the file trailer counts ${num(t, "records")} records, the file has ${lines.length}`,
          lineNo,
        );
      }
      trailer = { batches, records: lines.length, simpleCount: simple.count, simpleTotal: simple.total };
    } else if (type !== "2" && type !== "4") {
      throw new CnabFieldError("recordType", `unknown record type "${type}"`, lineNo);
    }
  }
  if (!trailer) throw new CnabFieldError("record", "the file has no trailer (9)", lines.length);

  const date = dayFromCnab("createdDate", num(header, "createdDate"), 1);
  const hhmmss = String(num(header, "createdTime")).padStart(6, "0");
  const seconds = Number(hhmmss.slice(0, 2)) * 3600 + Number(hhmmss.slice(2, 4)) * 60 + Number(hhmmss.slice(4, 6));
  return {
    bank,
    agreement: {
      documentType: num(header, "documentType") === 1 ? "cpf" : "cnpj",
      document: fieldText(fileHeaderSpec(bank), "document", lines[0]).slice(num(header, "documentType") === 1 ? 3 : 0),
      convenio: text(header, "convenio").trim() || batchConvenio.trim(),
      agency: fieldText(fileHeaderSpec(bank), "agency", lines[0]),
      account: fieldText(fileHeaderSpec(bank), "account", lines[0]),
      accountDigit: String(header.accountDigit),
    },
    sequence: num(header, "sequence"),
    createdAt: new Date((date ? startOfDay(date).getTime() : 0) + seconds * 1000),
    occurrences,
    trailer,
  };
}

const WALLETS = ["simple", "linked", "pledged", "discounted"] as const;

// The batch trailer counts the batch's títulos and totals their amounts (valor nominal, segment T
// 82-96) per carteira (FEBRABAN positions 24-115): together they must be the batch's segments T.
// Itaú and Bradesco fill them; a Banco do Brasil trailer whose counts and totals are all zero is taken
// as not filled (its layout has the bank write zeros there in a remessa, and Colmeia does not rely
// on its retorno filling them), any other figure it gives must match too.
function checkBatchTotals(bank: CnabBank, t: ReadValues, titles: { count: number; total: number }, line: number) {
  const count = WALLETS.reduce((sum, w) => sum + num(t, `${w}Count`), 0);
  const total = WALLETS.reduce((sum, w) => sum + num(t, `${w}Total`), 0);
  if (bank === "001" && count === 0 && total === 0) return;
  if (count !== titles.count)
    throw new CnabFieldError(
      "simpleCount",
      `the batch trailer counts ${count} títulos, the batch has ${titles.count}`,
      line,
    );
  if (total !== titles.total)
    throw new CnabFieldError(
      "simpleTotal",
      `the batch trailer totals ${total} cents of títulos, the batch's segments T add up to ${titles.total}`,
      line,
    );
}

function readOccurrence(
  bank: CnabBank,
  header: ReadValues,
  batchConvenio: string,
  tLine: string,
  tNo: number,
  uLine: string,
): RetornoOccurrence {
  const t = readRecord(segmentTSpec(bank), tLine, tNo);
  const u = readRecord(SEGMENT_U, uLine, tNo + 1);
  const movementCode = tLine.slice(15, 17);
  if (uLine.slice(15, 17) !== movementCode) throw new CnabFieldError("movement", "differs from its segment T", tNo + 1);
  const nossoNumero = readNossoNumero(bank, header, batchConvenio, text(t, "nossoNumero").padEnd(20, " "), tNo);
  const { kind } = describeOccurrence(bank, movementCode);
  const reasons = (text(t, "reasons").match(/.{1,2}/g) ?? [])
    .map((r) => r.trim())
    .filter((r) => r !== "" && r !== "00");
  return {
    line: tNo,
    nossoNumero,
    documentNumber: text(t, "documentNumber").trim(),
    movementCode,
    kind,
    reasons,
    reasonText: describeReasons(bank, kind, reasons),
    amount: num(t, "amount"),
    paidAmount: num(u, "paidAmount"),
    tariff: num(t, "tariff"),
    interestAndFine: num(u, "interestAndFine"),
    discount: num(u, "discount"),
    occurrenceDate: dayFromCnab("occurrenceDate", num(u, "occurrenceDate"), tNo + 1),
    creditDate: dayFromCnab("creditDate", num(u, "creditDate"), tNo + 1),
  };
}

// the agreement's sequence number back from T 38-57, its check digit verified
function readNossoNumero(
  bank: CnabBank,
  header: ReadValues,
  batchConvenio: string,
  segment: string,
  line: number,
): string {
  const agency = String(header.agency);
  const account = String(header.account);
  try {
    if (bank === "001") {
      const fromHeader = (text(header, "convenio") || batchConvenio).slice(0, 9).replace(/^0+/, "");
      const convenio = /^\d{17} {3}$/.test(segment) ? segment.slice(0, 7) : fromHeader;
      return sequenceFromSegment({ bank, agency, account, convenio, wallet: "17" }, segment);
    }
    const wallet = bank === "341" ? segment.slice(0, 3) : segment.slice(1, 3);
    return sequenceFromSegment({ bank, agency, account, wallet }, segment);
  } catch (error) {
    throw new CnabFieldError("nossoNumero", error instanceof Error ? error.message : String(error), line);
  }
}
