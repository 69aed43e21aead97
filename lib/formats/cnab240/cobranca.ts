// CNAB 240 cobrança remessa: the file a merchant sends its bank to register, cancel or re-date
// boletos. One batch per file; per boleto segments P (title), Q (payer) and R (fine) when there is
// a fine. Banco do Brasil 001, Itaú 341, Bradesco 237. Deterministic: the same input, the same bytes.

import { boletoNumbers } from "../boleto-banks";
import {
  accountValues,
  type Agreement,
  boletoAccount,
  cnabDate,
  dayAfter,
  documentValues,
  headerValues,
} from "./cobranca-common";
import {
  BATCH_TRAILER,
  batchHeaderSpec,
  FILE_TRAILER,
  fileHeaderSpec,
  SEGMENT_R,
  segmentPSpec,
  segmentQSpec,
} from "./cobranca-specs";
import { CnabFieldError, joinFile, type RecordValues, writeRecord } from "./fields";

export { COBRANCA_OCCURRENCE_CODES, type OccurrenceCode, type OccurrenceKind } from "./cobranca-codes";
export type { Agreement, CnabBank } from "./cobranca-common";
export * from "./cobranca-retorno";

export type Movement = "register" | "cancel" | "change_due_date";
export const MOVEMENT_CODES: Readonly<Record<Movement, string>> = {
  register: "01",
  cancel: "02",
  change_due_date: "06",
};

export type Address = {
  street: string;
  number?: string;
  neighborhood?: string;
  zipCode: string;
  city: string;
  state: string;
};

export type RemessaEntry = {
  movement: Movement;
  /** the agreement's sequence number (digits, no check digit); the layout formats it per bank */
  nossoNumero: string;
  /** seu número: Colmeia's transaction id (also echoed in "uso da empresa") */
  documentNumber: string;
  issueDate: string;
  dueDate: string;
  /** cents */
  amount: number;
  payer: { name: string; documentType: "cpf" | "cnpj"; document: string; address?: Address };
  interest?: { kind: "amount_per_day"; amount: number } | { kind: "monthly_percentage"; hundredths: number };
  fine?: { kind: "amount"; amount: number } | { kind: "percentage"; hundredths: number };
  discount?: { kind: "amount"; amount: number } | { kind: "percentage"; hundredths: number };
  discountUntil?: string;
};

export type RemessaInput = {
  agreement: Agreement;
  sequence: number;
  createdAt: Date;
  entries: readonly RemessaEntry[];
};

/** Itaú takes interest as cents per day: a monthly rate is spread over 30 days, rounded to the cent. */
export function interestPerDay(amount: number, monthlyHundredths: number): number {
  return Math.round((amount * monthlyHundredths) / 10000 / 30);
}

/** Itaú takes the discount as a value: a percentage of the amount, rounded to the cent. */
export function percentageOf(amount: number, hundredths: number): number {
  return Math.round((amount * hundredths) / 10000);
}

function interestValues(agreement: Agreement, e: RemessaEntry): RecordValues {
  const date = cnabDate("interestDate", dayAfter(e.dueDate));
  if (!e.interest) return { interestCode: agreement.bank === "237" ? 3 : 0 };
  const perDay = e.interest.kind === "amount_per_day";
  const value = e.interest.kind === "amount_per_day" ? e.interest.amount : e.interest.hundredths;
  if (agreement.bank === "341") {
    return { interestCode: 0, interestDate: date, interest: perDay ? value : interestPerDay(e.amount, value) };
  }
  return { interestCode: perDay ? 1 : 2, interestDate: date, interest: value };
}

function discountValues(agreement: Agreement, e: RemessaEntry): RecordValues {
  if (!e.discount) return { discountCode: 0 };
  const date = cnabDate("discountDate", e.discountUntil ?? e.dueDate);
  const isAmount = e.discount.kind === "amount";
  const value = e.discount.kind === "amount" ? e.discount.amount : e.discount.hundredths;
  if (agreement.bank === "341") {
    return { discountCode: 0, discountDate: date, discount: isAmount ? value : percentageOf(e.amount, value) };
  }
  return { discountCode: isAmount ? 1 : 2, discountDate: date, discount: value };
}

function segmentP(agreement: Agreement, e: RemessaEntry, head: RecordValues): string {
  const { bank } = agreement;
  const values: RecordValues = {
    ...head,
    ...accountValues(agreement),
    nossoNumero: boletoNumbers(boletoAccount(agreement), e.nossoNumero).segment,
    documentNumber: e.documentNumber,
    dueDate: cnabDate("dueDate", e.dueDate),
    amount: e.amount,
    collectingAgencyDigit: bank === "001" ? "" : "0",
    // duplicata mercantil: 02 in the FEBRABAN table, 01 in Itaú's
    kind: bank === "341" ? 1 : 2,
    issueDate: cnabDate("issueDate", e.issueDate),
    ...interestValues(agreement, e),
    ...discountValues(agreement, e),
    companyUse: e.documentNumber,
    protestCode: 3,
  };
  if (bank !== "341") {
    Object.assign(values, {
      walletCode: bank === "001" && agreement.wallet === "17" ? 7 : 1,
      documentType: "1",
      writeOffDays: "000",
    });
  }
  return writeRecord(segmentPSpec(bank), values);
}

function segmentQ(agreement: Agreement, e: RemessaEntry, head: RecordValues): string {
  const { documentType, document } = documentValues("payer.document", e.payer);
  const addr = e.payer.address;
  const zip = addr?.zipCode.replace(/\D/g, "") ?? "";
  if (addr && zip.length !== 8) throw new CnabFieldError("zipCode", `a CEP has 8 digits, got "${addr.zipCode}"`);
  return writeRecord(segmentQSpec(agreement.bank), {
    ...head,
    payerDocumentType: documentType,
    payerDocument: document,
    payerName: e.payer.name,
    address: addr ? [addr.street, addr.number].filter(Boolean).join(", ") : "",
    neighborhood: addr?.neighborhood ?? "",
    zipCode: zip.slice(0, 5),
    zipSuffix: zip.slice(5),
    city: addr?.city ?? "",
    state: addr?.state ?? "",
  });
}

function segmentR(agreement: Agreement, e: RemessaEntry, head: RecordValues): string | undefined {
  // Itaú takes segment R only with an entry (01); a cancellation or a new due date needs none
  if (!e.fine || e.movement !== "register") return undefined;
  const isAmount = e.fine.kind === "amount";
  return writeRecord(SEGMENT_R, {
    ...head,
    fineCode: isAmount ? "1" : "2",
    fineDate: cnabDate("fineDate", dayAfter(e.dueDate)),
    fine: e.fine.kind === "amount" ? e.fine.amount : e.fine.hundredths,
    debitNotice: agreement.bank === "237" ? 2 : 0,
  });
}

function checkEntry(e: RemessaEntry, index: number) {
  const where = `entries[${index}]`;
  if (!(e.movement in MOVEMENT_CODES))
    throw new CnabFieldError(`${where}.movement`, `unknown movement "${e.movement}"`);
  if (!Number.isSafeInteger(e.amount) || e.amount <= 0) {
    throw new CnabFieldError(`${where}.amount`, `must be a positive integer of cents, got ${e.amount}`);
  }
  if (!/^\d+$/.test(e.nossoNumero))
    throw new CnabFieldError(`${where}.nossoNumero`, `must be digits, got "${e.nossoNumero}"`);
  if (e.documentNumber.trim() === "") throw new CnabFieldError(`${where}.documentNumber`, "is empty");
}

/** The remessa file: header, one batch (header, P/Q/R per entry, trailer), trailer; CRLF-terminated. */
export function buildCobrancaRemessa(input: RemessaInput): string {
  const { agreement, entries } = input;
  const { bank } = agreement;
  const headers = headerValues(agreement, 1, input.sequence, input.createdAt);
  const details: string[] = [];
  entries.forEach((e, i) => {
    checkEntry(e, i);
    const head = () => ({ bank, batch: 1, recordNumber: details.length + 1, movement: MOVEMENT_CODES[e.movement] });
    details.push(segmentP(agreement, e, head()));
    details.push(segmentQ(agreement, e, head()));
    const r = segmentR(agreement, e, head());
    if (r) details.push(r);
  });
  const total = entries.reduce((sum, e) => sum + e.amount, 0);
  const lines = [
    writeRecord(fileHeaderSpec(bank), headers.file),
    writeRecord(batchHeaderSpec(bank), headers.batch),
    ...details,
    // the per-wallet totals are for the retorno (FEBRABAN C070/C071); Banco do Brasil wants zeros here
    writeRecord(BATCH_TRAILER, {
      bank,
      batch: 1,
      records: details.length + 2,
      ...(bank === "001" ? {} : { simpleCount: entries.length, simpleTotal: total }),
    }),
  ];
  lines.push(writeRecord(FILE_TRAILER, { bank, batches: 1, records: lines.length + 1 }));
  return joinFile(lines);
}
