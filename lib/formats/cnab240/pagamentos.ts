// CNAB 240 pagamentos remessa: the file a company sends its bank to pay out (credits in accounts
// at the same bank, TEDs, Pix by key or by bank account). One batch per forma de lançamento;
// segments A (the order) and B (the payee's document; for Pix by key, the key) per order.
// Deterministic: the same input, the same bytes.
//
// Where each bank's deviations come from (see the research digest's sources):
// - FEBRABAN "Layout Padrão 240 posições" v10.6 (2020), §3.1.2: the batch header, segments A and
//   B, the batch trailer and occurrence table G059 that Banco do Brasil and Bradesco follow.
// - Bradesco "Manual de Procedimentos Multipag Bradesco – Pix (240 posições)" v6 (Jul/2023) and its
//   occurrence table with Pix: versions 089/045, currency REA, FEBRABAN's Pix segment B (forma de
//   iniciação at 15-17, key at 128-226, ISPB at 233-240), Pix by bank data in A 178-201, câmara
//   009, Pix orders in files of their own marked "PIX" at header 172-174, the P… codes.
// - Itaú "SISPAG CNAB 240" v080 (2012) and, for Pix, SISPAG v086 as a third-party library reads
//   it (unverified against Itaú's PDF): version at header 15-17, no file number, 3-digit movement
//   type, the 20-character agency/account block at A 24-43, ISPB at A 105-112 and the transfer
//   type at 113-114, the payee's document at A 204-217, B's record number equal to its A's, Itaú's
//   Pix segment B (key type 15-16, key 128-227), its own occurrence table, Pix in files of its own.
// - Banco do Brasil: no pagamentos manual of its own was available; it is written as FEBRABAN
//   v10.6 (versions 103/046, currency BRL) with the convênio block convênio(9) + "0126" (the
//   pagamentos product) + blanks, from memory and unverified.

import type { CnabBank } from "../boleto-banks";
import { isDay } from "../time";
import { accountValues, cnabDate, documentValues, saoPauloStamp } from "./cobranca-common";
import { BANK_NAMES } from "./cobranca-specs";
import { CnabFieldError, joinFile, type RecordValues, writeRecord } from "./fields";
import {
  batchHeaderSpec,
  batchTrailerSpec,
  FILE_TRAILER,
  fileHeaderSpec,
  PAGAMENTOS_LAYOUT,
  SEGMENT_Z,
  segmentASpec,
  segmentBPixSpec,
  segmentBSpec,
} from "./pagamentos-specs";

export type { CnabBank };
export {
  describePagamentoOccurrence,
  type PagamentoKind,
  type PagamentoOccurrence,
  PAGAMENTOS_OCCURRENCES,
  resolvePagamento,
} from "./pagamentos-codes";

export type Holder = { name: string; documentType: "cpf" | "cnpj"; document: string };

export type PayingAccount = {
  bank: CnabBank;
  agency: string;
  agencyDigit?: string;
  account: string;
  accountDigit: string;
  /** BB: the 9-digit pagamentos convênio; Bradesco: the Multipag agreement code; Itaú: unused */
  convenio?: string;
  company: Holder;
};

export type AccountDestination = {
  kind: "account";
  /** COMPE code, 3 digits */
  bank: string;
  /** the receiving institution's ISPB (8 digits): required for Pix by bank account */
  ispb?: string;
  agency: string;
  agencyDigit?: string;
  account: string;
  /** one or two characters */
  accountDigit: string;
  accountType: "checking" | "savings";
  /** ted (default): credit or TED; pix: Pix by bank account (forma 45) */
  rail?: "ted" | "pix";
};

export type PixKeyDestination = { kind: "pix_key"; keyType: "phone" | "email" | "cpf_cnpj" | "evp"; key: string };

export type PaymentOrder = {
  /** Colmeia's transfer id, echoed back as "seu número" (up to 20 characters, written in upper case) */
  ourNumber: string;
  /** cents */
  amount: number;
  paymentDate: string;
  payee: Holder;
  destination: AccountDestination | PixKeyDestination;
};

export type PaymentMethod =
  "credit_checking" | "credit_savings" | "ted_other_holder" | "ted_same_holder" | "pix_key" | "pix_account";

/** The forma de lançamento (batch header 12-13, G029) each method goes in, per bank. */
export const FORMAS_DE_LANCAMENTO: Readonly<Record<CnabBank, Readonly<Record<PaymentMethod, string>>>> = {
  "001": {
    credit_checking: "01",
    credit_savings: "05",
    ted_other_holder: "41",
    ted_same_holder: "43",
    pix_key: "45",
    pix_account: "45",
  },
  "237": {
    credit_checking: "01",
    credit_savings: "05",
    ted_other_holder: "41",
    ted_same_holder: "43",
    pix_key: "45",
    pix_account: "45",
  },
  // Itaú: 01 credit in another holder's account, 06 in the same holder's
  "341": {
    credit_checking: "01",
    credit_savings: "05",
    ted_other_holder: "41",
    ted_same_holder: "43",
    pix_key: "45",
    pix_account: "45",
  },
};
const ITAU_SAME_HOLDER_CREDIT = "06";

const digitsOf = (s: string) => s.replace(/[.\-/\s]/g, "");
const sameHolder = (account: PayingAccount, order: PaymentOrder) =>
  digitsOf(order.payee.document) === digitsOf(account.company.document);

export const isPix = (order: PaymentOrder) => order.destination.kind === "pix_key" || order.destination.rail === "pix";

/** How an order is paid from the account, and the forma de lançamento of its batch. */
export function paymentMethod(account: PayingAccount, order: PaymentOrder): { method: PaymentMethod; forma: string } {
  const d = order.destination;
  const formas = FORMAS_DE_LANCAMENTO[account.bank];
  let method: PaymentMethod;
  if (d.kind === "pix_key") method = "pix_key";
  else if (d.rail === "pix") method = "pix_account";
  else if (d.bank === account.bank) method = d.accountType === "savings" ? "credit_savings" : "credit_checking";
  else method = sameHolder(account, order) ? "ted_same_holder" : "ted_other_holder";
  const forma =
    account.bank === "341" && method === "credit_checking" && sameHolder(account, order)
      ? ITAU_SAME_HOLDER_CREDIT
      : formas[method];
  return { method, forma };
}

/**
 * The files a set of orders needs: Bradesco and Itaú take Pix orders only in files of their own,
 * so there the orders split into a non-Pix file and a Pix file (each only when not empty); Banco do
 * Brasil takes them together. Order within each group is kept.
 */
export function splitOrdersByFile(
  bank: CnabBank,
  orders: readonly PaymentOrder[],
): { pix: boolean; orders: PaymentOrder[] }[] {
  if (!PAGAMENTOS_LAYOUT[bank].pixSeparateFile) return orders.length ? [{ pix: false, orders: [...orders] }] : [];
  const groups = [
    { pix: false, orders: orders.filter((o) => !isPix(o)) },
    { pix: true, orders: orders.filter((o) => isPix(o)) },
  ];
  return groups.filter((g) => g.orders.length > 0);
}

// ---------- values shared by the remessa and the retorno ----------

const onlyDigits = (field: string, value: string, max: number, exact = false) => {
  if (!/^\d+$/.test(value) || value.length > max || (exact && value.length !== max))
    throw new CnabFieldError(field, `must be ${exact ? max : `1 to ${max}`} digits, got "${value}"`);
  return value;
};
const dvOf = (field: string, value: string | undefined, max = 1) => {
  if (value !== undefined && !new RegExp(`^[0-9A-Za-z]{0,${max}}$`).test(value))
    throw new CnabFieldError(field, `must be up to ${max} digit(s) or letter(s), got "${value}"`);
  return (value ?? "").toUpperCase();
};

/** The BB pagamentos product code in the convênio block (header 33-52). */
export const BB_PAGAMENTOS_PRODUCT = "0126";

function convenioBlock(account: PayingAccount): string {
  switch (account.bank) {
    case "001":
      return `${onlyDigits("convenio", account.convenio ?? "", 9).padStart(9, "0")}${BB_PAGAMENTOS_PRODUCT}`;
    case "237":
      return onlyDigits("convenio", account.convenio ?? "", 20).padStart(20, "0");
    case "341":
      return "";
  }
}

function companyValues(account: PayingAccount): RecordValues {
  const { documentType, document } = documentValues("company.document", account.company);
  const acc = accountValues({ ...account, wallet: "", beneficiary: account.company });
  return { bank: account.bank, documentType, document, ...acc, companyName: account.company.name };
}

export function fileHeaderValues(
  account: PayingAccount,
  fileKind: 1 | 2,
  sequence: number,
  createdAt: Date,
  pix: boolean,
) {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > 999999)
    throw new CnabFieldError("sequence", `must be 1 to 999999, got ${sequence}`);
  const { date, time } = saoPauloStamp(createdAt);
  const { bank } = account;
  const values: RecordValues = {
    ...companyValues(account),
    convenio: convenioBlock(account),
    bankName: BANK_NAMES[bank],
    fileKind,
    createdDate: date,
    createdTime: time,
    layoutVersion: PAGAMENTOS_LAYOUT[bank].fileVersion,
  };
  // SISPAG has no file number in its header (158-166 zeros)
  if (bank !== "341") Object.assign(values, { sequence, bankReserved: bank === "237" && pix ? "PIX" : "" });
  return values;
}

export function batchHeaderValues(account: PayingAccount, batch: number, forma: string): RecordValues {
  const values: RecordValues = {
    ...companyValues(account),
    batch,
    method: forma,
    layoutVersion: PAGAMENTOS_LAYOUT[account.bank].batchVersion,
  };
  if (account.bank !== "341") values.convenio = convenioBlock(account);
  return values;
}

const PIX_KEY_TYPES = { phone: "01", email: "02", cpf_cnpj: "03", evp: "04" } as const;

function checkKey(where: string, d: PixKeyDestination): string {
  const key = d.key.trim();
  const ok =
    d.keyType === "phone"
      ? /^\+55\d{10,11}$/.test(key)
      : d.keyType === "email"
        ? /^[^\s@]+@[^\s@]+$/.test(key) && key.length <= 77
        : d.keyType === "cpf_cnpj"
          ? /^(\d{11}|\d{14})$/.test(digitsOf(key))
          : /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
  if (!(d.keyType in PIX_KEY_TYPES)) throw new CnabFieldError(`${where}.keyType`, `unknown key type "${d.keyType}"`);
  if (!ok) throw new CnabFieldError(`${where}.key`, `"${d.key}" is not a ${d.keyType} Pix key`);
  return d.keyType === "cpf_cnpj" ? digitsOf(key) : key;
}

export function checkOrder(account: PayingAccount, o: PaymentOrder, index: number) {
  const where = `orders[${index}]`;
  if (!/^[\x21-\x7e][\x20-\x7e]{0,19}$/.test(o.ourNumber) || o.ourNumber.trim() !== o.ourNumber)
    throw new CnabFieldError(`${where}.ourNumber`, `must be 1 to 20 printable characters, got "${o.ourNumber}"`);
  if (!Number.isSafeInteger(o.amount) || o.amount <= 0 || o.amount > 999_999_999_999_999)
    throw new CnabFieldError(`${where}.amount`, `must be a positive integer of cents, got ${o.amount}`);
  if (!isDay(o.paymentDate))
    throw new CnabFieldError(`${where}.paymentDate`, `must be YYYY-MM-DD, got "${o.paymentDate}"`);
  documentValues(`${where}.payee.document`, o.payee);
  if (o.payee.name.trim() === "") throw new CnabFieldError(`${where}.payee.name`, "is empty");
  const d = o.destination;
  if (d.kind === "pix_key") return void checkKey(`${where}.destination`, d);
  onlyDigits(`${where}.destination.bank`, d.bank, 3, true);
  onlyDigits(`${where}.destination.agency`, d.agency, account.bank === "341" && d.bank === "341" ? 4 : 5);
  onlyDigits(`${where}.destination.account`, d.account, account.bank === "341" && d.bank === "341" ? 6 : 12);
  dvOf(`${where}.destination.agencyDigit`, d.agencyDigit);
  if (!/^[0-9A-Za-z]{1,2}$/.test(d.accountDigit))
    throw new CnabFieldError(
      `${where}.destination.accountDigit`,
      `must be 1 or 2 digits or letters, got "${d.accountDigit}"`,
    );
  if (d.ispb !== undefined) onlyDigits(`${where}.destination.ispb`, d.ispb, 8, true);
  if (d.accountType !== "checking" && d.accountType !== "savings")
    throw new CnabFieldError(`${where}.destination.accountType`, `unknown account type "${String(d.accountType)}"`);
  if (d.rail === "pix" && d.ispb === undefined)
    throw new CnabFieldError(`${where}.destination.ispb`, "Pix by bank account needs the receiving institution's ISPB");
}

/**
 * Why one order cannot go in a remessa from this account — a field its layout cannot hold (an
 * account number longer than the bank's field, a malformed key…) — or null. Only the order's own
 * records are written, so one bad order can be left out of a remessa and the rest still go.
 */
export function paymentOrderProblem(account: PayingAccount, order: PaymentOrder): CnabFieldError | null {
  try {
    checkOrder(account, order, 0);
    const { method } = paymentMethod(account, order);
    const head = { bank: account.bank, batch: 1, recordNumber: 1 };
    writeRecord(segmentASpec(account.bank), segmentAValues(account, order, head, method));
    writeSegmentB(account.bank, segmentBValues(account, order, head, method));
    return null;
  } catch (error) {
    if (error instanceof CnabFieldError) return error;
    throw error;
  }
}

/** What the bank writes back into segment A of a retorno. */
export type RetornoAValues = {
  occurrences?: readonly string[];
  bankNumber?: string;
  effectiveDate?: string;
  effectiveAmount?: number;
};

function occurrenceField(codes: readonly string[] | undefined): string {
  const list = codes ?? [];
  if (list.length > 5 || list.some((c) => !/^[0-9A-Z]{2}$/.test(c)))
    throw new CnabFieldError("occurrences", `up to five 2-character codes, got ${JSON.stringify(list)}`);
  return list.join("");
}

// Itaú A 24-43: agency(5) blank account(12) blank DAC, a two-character DAC at 42-43
function itauAccountBlock(d: AccountDestination): string {
  const dv = d.accountDigit.toUpperCase();
  return `${d.agency.padStart(5, "0")} ${d.account.padStart(12, "0")}${dv.length === 2 ? dv : ` ${dv}`}`;
}

export function segmentAValues(
  account: PayingAccount,
  o: PaymentOrder,
  head: RecordValues,
  method: PaymentMethod,
  back: RetornoAValues = {},
): RecordValues {
  const { bank } = account;
  const d = o.destination;
  const pix = method === "pix_key" || method === "pix_account";
  const ted = method === "ted_other_holder" || method === "ted_same_holder";
  const clearing = pix ? 9 : ted ? 18 : 0;
  const { document } = documentValues("payee.document", o.payee);
  const common: RecordValues = {
    ...head,
    clearing,
    payeeName: o.payee.name,
    ourNumber: o.ourNumber,
    paymentDate: cnabDate("paymentDate", o.paymentDate),
    currency: PAGAMENTOS_LAYOUT[bank].currency,
    amount: o.amount,
    bankNumber: back.bankNumber ?? "",
    effectiveDate: back.effectiveDate ? cnabDate("effectiveDate", back.effectiveDate) : 0,
    effectiveAmount: back.effectiveAmount ?? 0,
    tedPurpose: ted ? "00010" : "",
    occurrences: occurrenceField(back.occurrences),
  };
  if (bank === "341") {
    const values: RecordValues = { ...common, movementType: 0, payeeDocument: document.padStart(14, "0") };
    if (d.kind === "pix_key") return { ...values, payeeBank: 0, transferType: "04" };
    Object.assign(values, { payeeBank: d.bank, payeeAccountBlock: itauAccountBlock(d), ispb: d.ispb ?? 0 });
    if (method === "pix_account") values.transferType = d.accountType === "savings" ? "03" : "01";
    return values;
  }
  const values: RecordValues = { ...common, movementType: 0, movementInstruction: 0, notice: 0 };
  if (d.kind === "pix_key") return { ...values, payeeBank: 0 };
  const dv = d.accountDigit.toUpperCase();
  Object.assign(values, {
    payeeBank: d.bank,
    payeeAgency: d.agency,
    payeeAgencyDigit: dvOf("agencyDigit", d.agencyDigit),
    payeeAccount: d.account,
    payeeAccountDigit: dv.slice(0, 1),
    payeeAgencyAccountDigit: dv.slice(1),
  });
  if (ted) values.complementaryPurpose = d.accountType === "savings" ? "PP" : "CC";
  if (method === "pix_account") {
    Object.assign(values, {
      pixDocument: document.padStart(14, "0"),
      pixIspb: d.ispb ?? "",
      pixAccountType: d.accountType === "savings" ? "03" : "01",
    });
  }
  return values;
}

export function segmentBValues(
  account: PayingAccount,
  o: PaymentOrder,
  head: RecordValues,
  method: PaymentMethod,
): { spec: "classic" | "pix"; values: RecordValues } {
  const { bank } = account;
  const d = o.destination;
  const payee = documentValues("payee.document", o.payee);
  if (d.kind === "pix_key") {
    const key = checkKey("destination", d);
    const keyType = PIX_KEY_TYPES[d.keyType];
    // a CPF/CNPJ key is the document field itself
    const doc = d.keyType === "cpf_cnpj" ? { documentType: key.length === 11 ? 1 : 2, document: key } : payee;
    const base = { ...head, payeeDocumentType: doc.documentType, payeeDocument: doc.document };
    if (bank === "341") return { spec: "pix", values: { ...base, keyType, key } };
    return { spec: "pix", values: { ...base, initiation: keyType, pixInfo: d.keyType === "cpf_cnpj" ? "" : key } };
  }
  const base = { ...head, payeeDocumentType: payee.documentType, payeeDocument: payee.document };
  if (method === "pix_account" && bank !== "341") {
    return {
      spec: "pix",
      values: { ...base, initiation: "05", pixInfo: d.accountType === "savings" ? "03" : "01", ispb: d.ispb },
    };
  }
  return { spec: "classic", values: bank === "341" ? base : { ...base, ispb: d.ispb ?? 0 } };
}

export function writeSegmentB(bank: CnabBank, b: { spec: "classic" | "pix"; values: RecordValues }): string {
  return writeRecord(b.spec === "pix" ? segmentBPixSpec(bank) : segmentBSpec(bank), b.values);
}

/** Orders grouped into batches, one per forma de lançamento, in forma order; input order kept inside. */
export function batchesOf<T extends { order: PaymentOrder }>(
  account: PayingAccount,
  items: readonly T[],
): { forma: string; items: (T & { method: PaymentMethod })[] }[] {
  const byForma = new Map<string, (T & { method: PaymentMethod })[]>();
  for (const item of items) {
    const { method, forma } = paymentMethod(account, item.order);
    byForma.set(forma, [...(byForma.get(forma) ?? []), { ...item, method }]);
  }
  return [...byForma.entries()].sort(([x], [y]) => x.localeCompare(y)).map(([forma, list]) => ({ forma, items: list }));
}

/** Writes a whole file (remessa or retorno) from batches of orders. */
export function writePagamentosFile(opts: {
  account: PayingAccount;
  fileKind: 1 | 2;
  sequence: number;
  createdAt: Date;
  items: readonly { order: PaymentOrder; back?: RetornoAValues; authentication?: string }[];
  batchOccurrences?: Readonly<Record<string, readonly string[]>>;
}): string {
  const { account } = opts;
  const { bank } = account;
  const pix = opts.items.some((i) => isPix(i.order));
  if (PAGAMENTOS_LAYOUT[bank].pixSeparateFile && pix && opts.items.some((i) => !isPix(i.order))) {
    throw new CnabFieldError("orders", `bank ${bank} takes Pix orders only in files of their own (splitOrdersByFile)`);
  }
  const lines = [
    writeRecord(fileHeaderSpec(bank), fileHeaderValues(account, opts.fileKind, opts.sequence, opts.createdAt, pix)),
  ];
  const batches = batchesOf(account, opts.items);
  batches.forEach(({ forma, items }, b) => {
    const batch = b + 1;
    const batchCodes = occurrenceField(opts.batchOccurrences?.[forma]);
    lines.push(
      writeRecord(batchHeaderSpec(bank), { ...batchHeaderValues(account, batch, forma), occurrences: batchCodes }),
    );
    const details: string[] = [];
    for (const item of items) {
      const aNumber = details.length + 1;
      const head = () => ({
        bank,
        batch,
        recordNumber: PAGAMENTOS_LAYOUT[bank].bSharesANumber ? aNumber : details.length + 1,
      });
      details.push(
        writeRecord(segmentASpec(bank), segmentAValues(account, item.order, head(), item.method, item.back)),
      );
      details.push(writeSegmentB(bank, segmentBValues(account, item.order, head(), item.method)));
      if (item.authentication) {
        details.push(writeRecord(SEGMENT_Z, { ...head(), protocol: item.authentication }));
      }
    }
    lines.push(...details);
    lines.push(
      writeRecord(batchTrailerSpec(bank), {
        bank,
        batch,
        records: details.length + 2,
        total: items.reduce((sum, i) => sum + i.order.amount, 0),
        occurrences: batchCodes,
      }),
    );
  });
  lines.push(writeRecord(FILE_TRAILER, { bank, batches: batches.length, records: lines.length + 1 }));
  return joinFile(lines);
}

export type PagamentosRemessaInput = {
  account: PayingAccount;
  sequence: number;
  createdAt: Date;
  orders: readonly PaymentOrder[];
};

/**
 * The remessa: file header; one batch per forma de lançamento (header, A and B per order, trailer
 * with the record count and the sum of the amounts); file trailer; CRLF after every line. At
 * Bradesco and Itaú a file holds Pix orders or other orders, never both: split them first with
 * splitOrdersByFile (a mixed list is refused).
 */
export function buildPagamentosRemessa(input: PagamentosRemessaInput): string {
  if (input.orders.length === 0) throw new CnabFieldError("orders", "a remessa needs at least one order");
  input.orders.forEach((o, i) => checkOrder(input.account, o, i));
  return writePagamentosFile({
    account: input.account,
    fileKind: 1,
    sequence: input.sequence,
    createdAt: input.createdAt,
    items: input.orders.map((order) => ({ order })),
  });
}
