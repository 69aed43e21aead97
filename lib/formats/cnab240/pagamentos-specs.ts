// Field tables of CNAB 240 pagamentos records (FEBRABAN v10.6 §3.1.2, segments A and B, with the
// FEBRABAN Pix extension of segment B) for Banco do Brasil (001) and Bradesco Multipag (237), and
// Itaú SISPAG (341), whose segment A, header and Pix segment B are laid out differently.
// Positions 1-based and inclusive, as the manuals print them.

import type { CnabBank } from "../boleto-banks";
import { FILE_TRAILER, fileHeaderSpec as cobrancaFileHeaderSpec } from "./cobranca-specs";
import { alpha, type FieldSpec, money, num, type RecordSpec } from "./fields";

export { FILE_TRAILER };

const n = num;
const a = alpha;

/** Per-bank constants of the payment layout. */
export const PAGAMENTOS_LAYOUT: Readonly<
  Record<
    CnabBank,
    {
      /** file header layout version (Itaú: positions 15-17; the others: 164-166) */
      fileVersion: string;
      /** batch header 14-16 */
      batchVersion: string;
      /** segment A 102-104 */
      currency: string;
      /** Pix orders travel in files of their own (Bradesco MPX G021, Itaú SISPAG) */
      pixSeparateFile: boolean;
      /** B, C… carry the record number of their A (Itaú SISPAG note 9) instead of their own */
      bSharesANumber: boolean;
    }
  >
> = {
  "001": { fileVersion: "103", batchVersion: "046", currency: "BRL", pixSeparateFile: false, bSharesANumber: false },
  "341": { fileVersion: "080", batchVersion: "040", currency: "REA", pixSeparateFile: true, bSharesANumber: true },
  "237": { fileVersion: "089", batchVersion: "045", currency: "REA", pixSeparateFile: true, bSharesANumber: false },
};

const detailHead = (segment: string): FieldSpec[] => [
  n("bank", 1, 3),
  n("batch", 4, 7),
  n("recordType", 8, 8, { default: 3 }),
  n("recordNumber", 9, 13),
  a("segment", 14, 14, { default: segment }),
];

/** File header: FEBRABAN's (the cobrança table) at 001 and 237; SISPAG's at Itaú. */
export function fileHeaderSpec(bank: CnabBank): RecordSpec {
  if (bank !== "341") return cobrancaFileHeaderSpec(bank);
  return [
    n("bank", 1, 3),
    n("batch", 4, 7, { default: 0 }),
    n("recordType", 8, 8, { default: 0 }),
    a("cnab9", 9, 14),
    n("layoutVersion", 15, 17),
    n("documentType", 18, 18),
    n("document", 19, 32),
    a("convenio", 33, 52),
    n("agency", 53, 57),
    a("blank58", 58, 58),
    n("account", 59, 70),
    a("blank71", 71, 71),
    a("accountDigit", 72, 72),
    a("companyName", 73, 102, { truncate: true }),
    a("bankName", 103, 132),
    a("cnab133", 133, 142),
    n("fileKind", 143, 143),
    n("createdDate", 144, 151),
    n("createdTime", 152, 157),
    n("zeros158", 158, 166),
    n("density", 167, 171),
    a("cnab172", 172, 240),
  ];
}

// company agency/account at 53-72: FEBRABAN agency(5) DV account(12) DV DV; Itaú agency(5) blank account(12) blank DAC
function companyAccount(bank: CnabBank): FieldSpec[] {
  if (bank === "341") {
    return [
      n("agency", 53, 57),
      a("blank58", 58, 58),
      n("account", 59, 70),
      a("blank71", 71, 71),
      a("accountDigit", 72, 72),
    ];
  }
  return [
    n("agency", 53, 57),
    a("agencyDigit", 58, 58),
    n("account", 59, 70),
    a("accountDigit", 71, 71),
    a("agencyAccountDigit", 72, 72),
  ];
}

export function batchHeaderSpec(bank: CnabBank): RecordSpec {
  const head: FieldSpec[] = [
    n("bank", 1, 3),
    n("batch", 4, 7),
    n("recordType", 8, 8, { default: 1 }),
    a("operation", 9, 9, { default: "C" }),
    n("service", 10, 11, { default: 20 }),
    n("method", 12, 13),
    n("layoutVersion", 14, 16),
    a("cnab17", 17, 17),
    n("documentType", 18, 18),
    n("document", 19, 32),
  ];
  if (bank === "341") {
    return [
      ...head,
      a("statementId", 33, 36),
      a("blank37", 37, 52),
      ...companyAccount(bank),
      a("companyName", 73, 102, { truncate: true }),
      a("purpose", 103, 132),
      a("history", 133, 142),
      a("street", 143, 172, { truncate: true }),
      n("number", 173, 177),
      a("complement", 178, 192, { truncate: true }),
      a("city", 193, 212, { truncate: true }),
      n("zipCode", 213, 220),
      a("state", 221, 222),
      a("blank223", 223, 230),
      a("occurrences", 231, 240),
    ];
  }
  return [
    ...head,
    a("convenio", 33, 52),
    ...companyAccount(bank),
    a("companyName", 73, 102, { truncate: true }),
    a("message", 103, 142, { truncate: true }),
    a("street", 143, 172, { truncate: true }),
    n("number", 173, 177),
    a("complement", 178, 192, { truncate: true }),
    a("city", 193, 212, { truncate: true }),
    n("zipCode", 213, 217),
    a("zipSuffix", 218, 220),
    a("state", 221, 222),
    // P014: 01 debit in the company's checking account
    n("paymentIndicator", 223, 224, { default: 1 }),
    a("cnab225", 225, 230),
    a("occurrences", 231, 240),
  ];
}

export function segmentASpec(bank: CnabBank): RecordSpec {
  if (bank === "341") {
    return [
      ...detailHead("A"),
      n("movementType", 15, 17),
      n("clearing", 18, 20),
      n("payeeBank", 21, 23),
      // note 11: agency(5) blank account(12) blank DAC, a two-character DAC taking 42-43
      a("payeeAccountBlock", 24, 43),
      a("payeeName", 44, 73, { truncate: true }),
      a("ourNumber", 74, 93),
      n("paymentDate", 94, 101),
      a("currency", 102, 104),
      n("ispb", 105, 112),
      // v086: 01 checking, PG payment account, 03 savings, 04 Pix key (zeros before Pix)
      a("transferType", 113, 114, { default: "00" }),
      n("zeros115", 115, 119),
      money("amount", 120, 134),
      a("bankNumber", 135, 149),
      a("blank150", 150, 154),
      n("effectiveDate", 155, 162),
      money("effectiveAmount", 163, 177),
      a("purposeDetail", 178, 195),
      a("blank196", 196, 197),
      n("documentNumber", 198, 203),
      n("payeeDocument", 204, 217),
      a("docPurpose", 218, 219),
      a("tedPurpose", 220, 224),
      a("blank225", 225, 229),
      a("notice", 230, 230, { default: "0" }),
      a("occurrences", 231, 240),
    ];
  }
  return [
    ...detailHead("A"),
    n("movementType", 15, 15),
    n("movementInstruction", 16, 17),
    n("clearing", 18, 20),
    n("payeeBank", 21, 23),
    n("payeeAgency", 24, 28),
    a("payeeAgencyDigit", 29, 29),
    n("payeeAccount", 30, 41),
    a("payeeAccountDigit", 42, 42),
    a("payeeAgencyAccountDigit", 43, 43),
    a("payeeName", 44, 73, { truncate: true }),
    a("ourNumber", 74, 93),
    n("paymentDate", 94, 101),
    a("currency", 102, 104),
    n("currencyAmount", 105, 119, { decimals: 5 }),
    money("amount", 120, 134),
    a("bankNumber", 135, 154),
    n("effectiveDate", 155, 162),
    money("effectiveAmount", 163, 177),
    // informação 2; for Pix by bank account (MPX G031): payee document, ISPB and account type
    a("pixDocument", 178, 191),
    a("pixIspb", 192, 199),
    a("pixAccountType", 200, 201),
    a("info2", 202, 217),
    a("docPurpose", 218, 219),
    a("tedPurpose", 220, 224),
    a("complementaryPurpose", 225, 226),
    a("cnab227", 227, 229),
    n("notice", 230, 230),
    a("occurrences", 231, 240),
  ];
}

/** Segment B for credits and TEDs: the payee's document (and address, left blank by Colmeia). */
export function segmentBSpec(bank: CnabBank): RecordSpec {
  const head: FieldSpec[] = [
    ...detailHead("B"),
    a("cnab15", 15, 17),
    n("payeeDocumentType", 18, 18),
    n("payeeDocument", 19, 32),
    a("street", 33, 62, { truncate: true }),
    n("number", 63, 67),
    a("complement", 68, 82, { truncate: true }),
    a("district", 83, 97, { truncate: true }),
    a("city", 98, 117, { truncate: true }),
  ];
  if (bank === "341") {
    return [
      ...head,
      n("zipCode", 118, 125),
      a("state", 126, 127),
      a("email", 128, 227, { keepCase: true }),
      a("blank228", 228, 230),
      a("occurrences", 231, 240),
    ];
  }
  return [
    ...head,
    n("zipCode", 118, 122),
    a("zipSuffix", 123, 125),
    a("state", 126, 127),
    n("dueDate", 128, 135),
    money("documentAmount", 136, 150),
    money("rebate", 151, 165),
    money("discount", 166, 180),
    money("interest", 181, 195),
    money("fine", 196, 210),
    a("payeeCode", 211, 225),
    n("notice", 226, 226),
    n("ugCode", 227, 232),
    n("ispb", 233, 240),
  ];
}

/** Segment B of a Pix order: FEBRABAN's Pix extension (BB, Bradesco MPX) or Itaú SISPAG v086's. */
export function segmentBPixSpec(bank: CnabBank): RecordSpec {
  if (bank === "341") {
    return [
      ...detailHead("B"),
      a("keyType", 15, 16),
      a("blank17", 17, 17),
      n("payeeDocumentType", 18, 18),
      n("payeeDocument", 19, 32),
      a("blank33", 33, 62),
      a("message", 63, 127, { truncate: true }),
      a("key", 128, 227, { keepCase: true }),
      a("blank228", 228, 230),
      a("occurrences", 231, 240),
    ];
  }
  return [
    ...detailHead("B"),
    // G100 forma de iniciação, a two-digit code left-aligned in three characters
    a("initiation", 15, 17),
    n("payeeDocumentType", 18, 18),
    n("payeeDocument", 19, 32),
    a("txid", 33, 67),
    a("message", 68, 127, { truncate: true }),
    // informação 12: the key (forms 01, 02, 04) or, for bank data (05), the account type at 128-129
    a("pixInfo", 128, 226, { keepCase: true }),
    n("ugCode", 227, 232),
    n("ispb", 233, 240),
  ];
}

/** Segment Z (retorno, optional): the bank's authentication of a paid order. */
export const SEGMENT_Z: RecordSpec = [
  ...detailHead("Z"),
  a("authentication", 15, 78, { keepCase: true }),
  a("protocol", 79, 103, { keepCase: true }),
  a("cnab104", 104, 230),
  a("occurrences", 231, 240),
];

export function batchTrailerSpec(bank: CnabBank): RecordSpec {
  const head: FieldSpec[] = [
    n("bank", 1, 3),
    n("batch", 4, 7),
    n("recordType", 8, 8, { default: 5 }),
    a("cnab9", 9, 17),
    n("records", 18, 23),
    money("total", 24, 41),
    n("currencyTotal", 42, 59, { decimals: 5 }),
  ];
  if (bank === "341") return [...head, a("blank60", 60, 230), a("occurrences", 231, 240)];
  return [...head, n("debitNotice", 60, 65), a("cnab66", 66, 230), a("occurrences", 231, 240)];
}

/** Every record spec of every bank, for the self-check test. */
export function allPagamentosSpecs(): Record<string, RecordSpec> {
  const out: Record<string, RecordSpec> = { segmentZ: SEGMENT_Z, fileTrailer: FILE_TRAILER };
  for (const bank of ["001", "341", "237"] as const) {
    out[`fileHeader ${bank}`] = fileHeaderSpec(bank);
    out[`batchHeader ${bank}`] = batchHeaderSpec(bank);
    out[`segmentA ${bank}`] = segmentASpec(bank);
    out[`segmentB ${bank}`] = segmentBSpec(bank);
    out[`segmentBPix ${bank}`] = segmentBPixSpec(bank);
    out[`batchTrailer ${bank}`] = batchTrailerSpec(bank);
  }
  return out;
}
