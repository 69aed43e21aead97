// Field tables of CNAB 240 cobrança records (FEBRABAN v10.6 §3.2.2) with the deviations of Banco do
// Brasil (001), Itaú (341) and Bradesco (237). Positions 1-based and inclusive, as the manuals print
// them. What the three banks share is written once; where a bank differs, its own fields replace
// the standard ones for that stretch of the line.

import type { CnabBank } from "../boleto-banks";
import { alpha, type FieldSpec, money, num, type RecordSpec } from "./fields";

const n = num;
const a = alpha;

/** File layout version (file header 164-166) and batch layout version (batch header 14-16) each bank's manual names. */
export const LAYOUT_VERSIONS: Readonly<Record<CnabBank, { file: string; batch: string }>> = {
  "001": { file: "083", batch: "042" },
  "341": { file: "040", batch: "030" },
  "237": { file: "084", batch: "042" },
};

export const BANK_NAMES: Readonly<Record<CnabBank, string>> = {
  "001": "BANCO DO BRASIL S.A.",
  "341": "BANCO ITAU SA",
  "237": "BRADESCO",
};

// positions 1-17 of every detail record (segment letter at 14, movement code at 16-17)
const detailHead = (segment: string): FieldSpec[] => [
  n("bank", 1, 3),
  n("batch", 4, 7),
  n("recordType", 8, 8, { default: 3 }),
  n("recordNumber", 9, 13),
  a("segment", 14, 14, { default: segment }),
  a("cnab15", 15, 15),
  n("movement", 16, 17),
];

// agency and account: FEBRABAN agency(5) + DV + account(12) + DV + DV; Itaú 0 + agency(4) + blank +
// zeros(7) + account(5) + blank + DAC. 20 positions from `at` (53 file header, 54 batch header, 18 P/T).
function accountBlock(bank: CnabBank, at: number): FieldSpec[] {
  if (bank === "341") {
    return [
      n("agencyZero", at, at),
      n("agency", at + 1, at + 4),
      a("agencyBlank", at + 5, at + 5),
      n("accountZeros", at + 6, at + 12),
      n("account", at + 13, at + 17),
      a("accountBlank", at + 18, at + 18),
      n("accountDigit", at + 19, at + 19),
    ];
  }
  return [
    n("agency", at, at + 4),
    a("agencyDigit", at + 5, at + 5),
    n("account", at + 6, at + 17),
    a("accountDigit", at + 18, at + 18),
    a("agencyAccountDigit", at + 19, at + 19),
  ];
}

export function fileHeaderSpec(bank: CnabBank): RecordSpec {
  return [
    n("bank", 1, 3),
    n("batch", 4, 7, { default: 0 }),
    n("recordType", 8, 8, { default: 0 }),
    a("cnab9", 9, 17),
    n("documentType", 18, 18),
    n("document", 19, 32),
    a("convenio", 33, 52),
    ...accountBlock(bank, 53),
    a("companyName", 73, 102, { truncate: true }),
    a("bankName", 103, 132),
    a("cnab133", 133, 142),
    n("fileKind", 143, 143),
    n("createdDate", 144, 151),
    n("createdTime", 152, 157),
    n("sequence", 158, 163),
    n("layoutVersion", 164, 166),
    n("density", 167, 171),
    a("bankReserved", 172, 191),
    a("companyReserved", 192, 211),
    a("cnab212", 212, 240),
  ];
}

export function batchHeaderSpec(bank: CnabBank): RecordSpec {
  return [
    n("bank", 1, 3),
    n("batch", 4, 7),
    n("recordType", 8, 8, { default: 1 }),
    a("operation", 9, 9),
    n("service", 10, 11, { default: 1 }),
    a("cnab12", 12, 13, { default: bank === "341" ? "00" : "" }),
    n("layoutVersion", 14, 16),
    a("cnab17", 17, 17),
    n("documentType", 18, 18),
    n("document", 19, 33),
    a("convenio", 34, 53),
    ...accountBlock(bank, 54),
    a("companyName", 74, 103, { truncate: true }),
    a("message1", 104, 143, { truncate: true }),
    a("message2", 144, 183, { truncate: true }),
    n("sequence", 184, 191),
    n("recordedDate", 192, 199),
    n("creditDate", 200, 207),
    a("cnab208", 208, 240),
  ];
}

// segment P 78-220: the same at the three banks (Itaú fills the codes at 118 and 142 with 0)
const P_MIDDLE: FieldSpec[] = [
  n("dueDate", 78, 85),
  money("amount", 86, 100),
  n("collectingAgency", 101, 105),
  a("collectingAgencyDigit", 106, 106),
  n("kind", 107, 108),
  a("accepted", 109, 109, { default: "N" }),
  n("issueDate", 110, 117),
  n("interestCode", 118, 118),
  n("interestDate", 119, 126),
  money("interest", 127, 141),
  n("discountCode", 142, 142),
  n("discountDate", 143, 150),
  money("discount", 151, 165),
  money("iof", 166, 180),
  money("rebate", 181, 195),
  a("companyUse", 196, 220),
];

export function segmentPSpec(bank: CnabBank): RecordSpec {
  const head = [...detailHead("P"), ...accountBlock(bank, 18), a("nossoNumero", 38, 57)];
  if (bank === "341") {
    return [
      ...head,
      n("zeros58", 58, 62),
      a("documentNumber", 63, 72),
      a("blank73", 73, 77),
      ...P_MIDDLE,
      n("protestCode", 221, 221),
      n("protestDays", 222, 223),
      n("writeOffCode", 224, 224),
      n("writeOffDays", 225, 226),
      n("zeros227", 227, 239),
      a("cnab240", 240, 240),
    ];
  }
  return [
    ...head,
    n("walletCode", 58, 58),
    n("registration", 59, 59, { default: 1 }),
    a("documentType", 60, 60),
    n("issuer", 61, 61, { default: 2 }),
    a("distribution", 62, 62, { default: "2" }),
    a("documentNumber", 63, 77),
    ...P_MIDDLE,
    n("protestCode", 221, 221),
    n("protestDays", 222, 223),
    n("writeOffCode", 224, 224),
    a("writeOffDays", 225, 227),
    n("currency", 228, 229, { default: 9 }),
    n("contract", 230, 239),
    a("partialPayment", 240, 240),
  ];
}

export function segmentQSpec(bank: CnabBank): RecordSpec {
  // Itaú reads 30 characters of the payer's name, Banco do Brasil 37 of it and 12 of the district
  const name =
    bank === "341"
      ? [a("payerName", 34, 63, { truncate: true }), a("blank64", 64, 73)]
      : bank === "001"
        ? [a("payerName", 34, 70, { truncate: true }), a("blank71", 71, 73)]
        : [a("payerName", 34, 73, { truncate: true })];
  const district =
    bank === "001"
      ? [a("neighborhood", 114, 125, { truncate: true }), a("blank126", 126, 128)]
      : [a("neighborhood", 114, 128, { truncate: true })];
  const guarantor =
    bank === "341" ? [a("guarantorName", 170, 199), a("blank200", 200, 209)] : [a("guarantorName", 170, 209)];
  return [
    ...detailHead("Q"),
    n("payerDocumentType", 18, 18),
    n("payerDocument", 19, 33),
    ...name,
    a("address", 74, 113, { truncate: true }),
    ...district,
    n("zipCode", 129, 133),
    n("zipSuffix", 134, 136),
    a("city", 137, 151, { truncate: true }),
    a("state", 152, 153),
    n("guarantorDocumentType", 154, 154),
    n("guarantorDocument", 155, 169),
    ...guarantor,
    n("correspondentBank", 210, 212),
    a("correspondentNossoNumero", 213, 232),
    a("cnab233", 233, 240),
  ];
}

export const SEGMENT_R: RecordSpec = [
  ...detailHead("R"),
  n("discount2Code", 18, 18),
  n("discount2Date", 19, 26),
  money("discount2", 27, 41),
  n("discount3Code", 42, 42),
  n("discount3Date", 43, 50),
  money("discount3", 51, 65),
  a("fineCode", 66, 66, { default: "0" }),
  n("fineDate", 67, 74),
  money("fine", 75, 89),
  a("payerInfo", 90, 99),
  a("message3", 100, 139, { truncate: true }),
  a("message4", 140, 179, { truncate: true }),
  a("cnab180", 180, 199),
  n("payerOccurrence", 200, 207),
  n("debitBank", 208, 210),
  n("debitAgency", 211, 215),
  a("debitAgencyDigit", 216, 216),
  n("debitAccount", 217, 228),
  a("debitAccountDigit", 229, 229),
  a("debitAgencyAccountDigit", 230, 230),
  n("debitNotice", 231, 231),
  a("cnab232", 232, 240),
];

export function segmentTSpec(bank: CnabBank): RecordSpec {
  const document =
    bank === "341"
      ? [a("walletCode", 58, 58), a("documentNumber", 59, 68), a("blank69", 69, 73)]
      : [n("walletCode", 58, 58), a("documentNumber", 59, 73)];
  const reasons =
    bank === "341" ? [a("reasons", 214, 221), a("settlementChannel", 222, 223)] : [a("reasons", 214, 223)];
  return [
    ...detailHead("T"),
    ...accountBlock(bank, 18),
    a("nossoNumero", 38, 57),
    ...document,
    n("dueDate", 74, 81),
    money("amount", 82, 96),
    n("collectingBank", 97, 99),
    n("collectingAgency", 100, 104),
    a("collectingAgencyDigit", 105, 105),
    a("companyUse", 106, 130),
    n("currency", 131, 132),
    n("payerDocumentType", 133, 133),
    n("payerDocument", 134, 148),
    a("payerName", 149, 188, { truncate: true }),
    n("contract", 189, 198),
    money("tariff", 199, 213),
    ...reasons,
    a("cnab224", 224, 240),
  ];
}

export const SEGMENT_U: RecordSpec = [
  ...detailHead("U"),
  money("interestAndFine", 18, 32),
  money("discount", 33, 47),
  money("rebate", 48, 62),
  money("iof", 63, 77),
  money("paidAmount", 78, 92),
  money("netAmount", 93, 107),
  money("otherExpenses", 108, 122),
  money("otherCredits", 123, 137),
  n("occurrenceDate", 138, 145),
  n("creditDate", 146, 153),
  a("payerOccurrenceCode", 154, 157),
  a("payerOccurrenceDate", 158, 165),
  money("payerOccurrenceAmount", 166, 180),
  a("payerOccurrenceText", 181, 210),
  n("correspondentBank", 211, 213),
  a("correspondentNossoNumero", 214, 233),
  a("cnab234", 234, 240),
];

export const BATCH_TRAILER: RecordSpec = [
  n("bank", 1, 3),
  n("batch", 4, 7),
  n("recordType", 8, 8, { default: 5 }),
  a("cnab9", 9, 17),
  n("records", 18, 23),
  n("simpleCount", 24, 29),
  money("simpleTotal", 30, 46),
  n("linkedCount", 47, 52),
  money("linkedTotal", 53, 69),
  n("pledgedCount", 70, 75),
  money("pledgedTotal", 76, 92),
  n("discountedCount", 93, 98),
  money("discountedTotal", 99, 115),
  a("noticeNumber", 116, 123),
  a("cnab124", 124, 240),
];

export const FILE_TRAILER: RecordSpec = [
  n("bank", 1, 3),
  n("batch", 4, 7, { default: 9999 }),
  n("recordType", 8, 8, { default: 9 }),
  a("cnab9", 9, 17),
  n("batches", 18, 23),
  n("records", 24, 29),
  n("accounts", 30, 35),
  a("cnab36", 36, 240),
];

/** Every record spec of every bank, for the self-check test. */
export function allCobrancaSpecs(): Record<string, RecordSpec> {
  const out: Record<string, RecordSpec> = {
    segmentR: SEGMENT_R,
    segmentU: SEGMENT_U,
    batchTrailer: BATCH_TRAILER,
    fileTrailer: FILE_TRAILER,
  };
  for (const bank of ["001", "341", "237"] as const) {
    out[`fileHeader ${bank}`] = fileHeaderSpec(bank);
    out[`batchHeader ${bank}`] = batchHeaderSpec(bank);
    out[`segmentP ${bank}`] = segmentPSpec(bank);
    out[`segmentQ ${bank}`] = segmentQSpec(bank);
    out[`segmentT ${bank}`] = segmentTSpec(bank);
  }
  return out;
}
