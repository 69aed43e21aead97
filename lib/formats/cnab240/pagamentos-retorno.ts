// CNAB 240 pagamentos retorno: the bank's answer to a payment remessa, the same batches with each
// order's occurrence codes in segment A 231-240 (and the batch's own in its header and trailer),
// the effective date and amount, the bank's number and, optionally, a segment Z with the bank's
// authentication. buildPagamentosRetorno writes one (the sandbox bank, test fixtures);
// parsePagamentosRetorno reads one, refusing the whole file on any bad line, count or sum.

import { CNAB_BANKS, type CnabBank } from "../boleto-banks";
import { startOfDay } from "../time";
import { dayFromCnab } from "./cobranca-common";
import { CnabFieldError, readRecord, type ReadValues, splitFile } from "./fields";
import {
  checkOrder,
  type PayingAccount,
  type PaymentOrder,
  type RetornoAValues,
  writePagamentosFile,
} from "./pagamentos";
import { type PagamentoKind, resolvePagamento } from "./pagamentos-codes";
import {
  batchHeaderSpec,
  batchTrailerSpec,
  FILE_TRAILER,
  fileHeaderSpec,
  SEGMENT_Z,
  segmentASpec,
  segmentBPixSpec,
  segmentBSpec,
} from "./pagamentos-specs";

export type PagamentoResult = {
  order: PaymentOrder;
  /** up to five 2-character codes, e.g. ["00"], ["BD"], ["AN"] */
  occurrences: readonly string[];
  /** the day the money left (paid orders) */
  effectiveDate?: string;
  /** the bank's own number for the order (A 135-154; Itaú 135-149) */
  bankNumber?: string;
  /** the bank's authentication, written in a segment Z after the order's B */
  bankAuthentication?: string;
};

/** A retorno as the bank would send it, for the sandbox bank and test fixtures. */
export function buildPagamentosRetorno(input: {
  account: PayingAccount;
  sequence: number;
  createdAt: Date;
  results: readonly PagamentoResult[];
  /** codes the bank puts in a batch's header and trailer (a batch-level rejection), by forma */
  batchOccurrences?: Readonly<Record<string, readonly string[]>>;
}): string {
  if (input.results.length === 0) throw new CnabFieldError("results", "a retorno needs at least one order");
  input.results.forEach((r, i) => checkOrder(input.account, r.order, i));
  return writePagamentosFile({
    account: input.account,
    fileKind: 2,
    sequence: input.sequence,
    createdAt: input.createdAt,
    batchOccurrences: input.batchOccurrences,
    items: input.results.map((r) => {
      const paid = resolvePagamento(input.account.bank, r.occurrences).kind === "paid";
      const back: RetornoAValues = {
        occurrences: r.occurrences,
        bankNumber: r.bankNumber,
        effectiveDate: r.effectiveDate,
        effectiveAmount: paid ? r.order.amount : 0,
      };
      return { order: r.order, back, authentication: r.bankAuthentication };
    }),
  });
}

export type ParsedPagamento = {
  /** 1-based line of the segment A */
  line: number;
  /** the forma de lançamento of its batch */
  forma: string;
  ourNumber: string;
  amount: number;
  paymentDate: string;
  effectiveDate?: string;
  effectiveAmount: number;
  /** the order's codes, then its batch's rejection codes when the batch was refused */
  occurrences: string[];
  kind: PagamentoKind;
  reasonText: string;
  bankAuthentication?: string;
};

export type ParsedPagamentosRetorno = {
  bank: CnabBank;
  /** the file number of the header (0 at Itaú, whose header has none) */
  sequence: number;
  createdAt: Date;
  company: { documentType: "cpf" | "cnpj"; document: string; agency: string; account: string };
  orders: ParsedPagamento[];
  trailer: { batches: number; records: number; total: number };
};

const num = (v: ReadValues, name: string) => v[name] as number;
const text = (v: ReadValues, name: string) => v[name] as string;
const codesOf = (field: string) => (field.match(/.{1,2}/g) ?? []).map((c) => c.trim()).filter((c) => c !== "");

/** Reads a pagamentos retorno; any bad line, wrong count or wrong sum throws CnabFieldError with its line. */
export function parsePagamentosRetorno(input: string): ParsedPagamentosRetorno {
  const lines = splitFile(input);
  if (lines.length < 4)
    throw new CnabFieldError("record", "a retorno has at least a header, a batch and a trailer", lines.length || 1);
  const bankCode = lines[0].slice(0, 3);
  if (!(CNAB_BANKS as readonly string[]).includes(bankCode))
    throw new CnabFieldError("bank", `bank ${bankCode} is not supported`, 1);
  const bank = bankCode as CnabBank;
  if (lines[0][7] !== "0") throw new CnabFieldError("recordType", "the first line must be the file header (0)", 1);
  const header = readRecord(fileHeaderSpec(bank), lines[0], 1);
  if (num(header, "fileKind") !== 2) throw new CnabFieldError("fileKind", "is not a retorno (2)", 1);

  const orders: ParsedPagamento[] = [];
  let batches = 0;
  let grandTotal = 0;
  let trailer: ParsedPagamentosRetorno["trailer"] | undefined;
  let batch: { start: number; number: number; forma: string; codes: string[]; orders: ParsedPagamento[] } | undefined;
  let lastA: { order: ParsedPagamento; transferType: string } | undefined;

  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    const lineNo = i + 1;
    if (trailer) throw new CnabFieldError("record", "a line after the file trailer", lineNo);
    if (line.slice(0, 3) !== bank)
      throw new CnabFieldError("bank", `${line.slice(0, 3)} differs from the header's ${bank}`, lineNo);
    const type = line[7];
    if (type === "1") {
      if (batch) throw new CnabFieldError("recordType", "a batch header inside a batch", lineNo);
      const h = readRecord(batchHeaderSpec(bank), line, lineNo);
      batches++;
      if (num(h, "batch") !== batches)
        throw new CnabFieldError("batch", `batch ${num(h, "batch")} where ${batches} was expected`, lineNo);
      batch = {
        start: i,
        number: batches,
        forma: String(num(h, "method")).padStart(2, "0"),
        codes: codesOf(text(h, "occurrences")),
        orders: [],
      };
      lastA = undefined;
    } else if (type === "3") {
      if (!batch) throw new CnabFieldError("recordType", "a detail outside a batch", lineNo);
      if (line.slice(3, 7) !== String(batch.number).padStart(4, "0"))
        throw new CnabFieldError("batch", "differs from its batch header", lineNo);
      const segment = line[13];
      if (segment === "A") {
        const a = readRecord(segmentASpec(bank), line, lineNo);
        const paymentDate = dayFromCnab("paymentDate", num(a, "paymentDate"), lineNo);
        if (!paymentDate) throw new CnabFieldError("paymentDate", "is missing", lineNo);
        const order: ParsedPagamento = {
          line: lineNo,
          forma: batch.forma,
          ourNumber: text(a, "ourNumber").trim(),
          amount: num(a, "amount"),
          paymentDate,
          effectiveDate: dayFromCnab("effectiveDate", num(a, "effectiveDate"), lineNo),
          effectiveAmount: num(a, "effectiveAmount"),
          occurrences: codesOf(text(a, "occurrences")),
          kind: "other",
          reasonText: "",
        };
        const bankNumber = text(a, "bankNumber").trim();
        if (bankNumber) order.bankAuthentication = bankNumber;
        batch.orders.push(order);
        lastA = { order, transferType: bank === "341" ? text(a, "transferType") : "" };
      } else if (segment === "B") {
        if (!lastA) throw new CnabFieldError("segment", "a segment B without its A", lineNo);
        // read to check its numeric fields: Pix B for a Pix batch (Itaú: a key Pix), else the classic B
        const pixB = batch.forma === "45" && (bank !== "341" || lastA.transferType === "04");
        readRecord(pixB ? segmentBPixSpec(bank) : segmentBSpec(bank), line, lineNo);
      } else if (segment === "Z") {
        if (!lastA) throw new CnabFieldError("segment", "a segment Z without its A", lineNo);
        const z = readRecord(SEGMENT_Z, line, lineNo);
        const auth = text(z, "protocol").trim() || text(z, "authentication").trim();
        if (auth) lastA.order.bankAuthentication = auth;
      }
      // other segments (C, 5…) carry nothing Colmeia reads
    } else if (type === "5") {
      if (!batch) throw new CnabFieldError("recordType", "a batch trailer outside a batch", lineNo);
      const t = readRecord(batchTrailerSpec(bank), line, lineNo);
      const expected = i - batch.start + 1;
      if (num(t, "records") !== expected)
        throw new CnabFieldError(
          "records",
          `the batch trailer counts ${num(t, "records")} records, the batch has ${expected}`,
          lineNo,
        );
      const sum = batch.orders.reduce((s, o) => s + o.amount, 0);
      if (num(t, "total") !== sum)
        throw new CnabFieldError("total", `the batch trailer sums ${num(t, "total")}, the orders sum ${sum}`, lineNo);
      const codes = [...new Set([...batch.codes, ...codesOf(text(t, "occurrences"))])];
      for (const order of batch.orders) {
        // a batch-level rejection (HA, HF, TA…) rejects every order in it
        const rejecting = codes.filter((c) => resolvePagamento(bank, [c]).kind === "rejected");
        order.occurrences = [...order.occurrences, ...rejecting.filter((c) => !order.occurrences.includes(c))];
        Object.assign(order, resolvePagamento(bank, order.occurrences));
        orders.push(order);
      }
      grandTotal += sum;
      batch = undefined;
      lastA = undefined;
    } else if (type === "9") {
      if (batch) throw new CnabFieldError("recordType", "the file trailer inside a batch", lineNo);
      const t = readRecord(FILE_TRAILER, line, lineNo);
      if (num(t, "batches") !== batches)
        throw new CnabFieldError(
          "batches",
          `the file trailer counts ${num(t, "batches")} batches, the file has ${batches}`,
          lineNo,
        );
      if (num(t, "records") !== lines.length)
        throw new CnabFieldError(
          "records",
          `the file trailer counts ${num(t, "records")} records, the file has ${lines.length}`,
          lineNo,
        );
      trailer = { batches, records: lines.length, total: grandTotal };
    } else if (type !== "2" && type !== "4") {
      throw new CnabFieldError("recordType", `unknown record type "${type}"`, lineNo);
    }
  }
  if (!trailer) throw new CnabFieldError("record", "the file has no trailer (9)", lines.length);

  const date = dayFromCnab("createdDate", num(header, "createdDate"), 1);
  const hhmmss = String(num(header, "createdTime")).padStart(6, "0");
  const seconds = Number(hhmmss.slice(0, 2)) * 3600 + Number(hhmmss.slice(2, 4)) * 60 + Number(hhmmss.slice(4, 6));
  const documentType = num(header, "documentType") === 1 ? "cpf" : "cnpj";
  return {
    bank,
    sequence: bank === "341" ? 0 : num(header, "sequence"),
    createdAt: new Date((date ? startOfDay(date).getTime() : 0) + seconds * 1000),
    company: {
      documentType,
      document: lines[0].slice(18, 32).slice(documentType === "cpf" ? 3 : 0),
      agency: lines[0].slice(52, 57),
      account: lines[0].slice(58, 70),
    },
    orders,
    trailer,
  };
}
