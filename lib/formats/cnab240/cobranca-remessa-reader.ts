import { CNAB_BANKS, type CnabBank, sequenceFromSegment } from "../boleto-banks";
import { type Movement, MOVEMENT_CODES } from "./cobranca";
import { dayFromCnab } from "./cobranca-common";
import { batchHeaderSpec, fileHeaderSpec, segmentPSpec, segmentQSpec } from "./cobranca-specs";
import { CnabFieldError, readRecord, splitFile } from "./fields";

// Reads back a cobrança remessa: what the bank's side (the built-in sandbox bank) needs to answer it —
// the beneficiary and, per boleto, the movement, nosso número (the agreement's sequence), seu número,
// due date, amount and payer. Only segments P and Q are read; R carries nothing the answer needs.

export type RemessaLine = {
  movement: Movement;
  nossoNumero: string;
  documentNumber: string;
  dueDate: string;
  amount: number;
  payerName: string;
};

export type ParsedRemessa = {
  bank: CnabBank;
  beneficiary: { name: string; documentType: "cpf" | "cnpj"; document: string };
  sequence: number;
  entries: RemessaLine[];
};

const MOVEMENTS = Object.fromEntries(Object.entries(MOVEMENT_CODES).map(([m, code]) => [code, m as Movement]));

export function parseCobrancaRemessa(
  text: string,
  account: { agency: string; account: string; convenio?: string; wallet: string },
): ParsedRemessa {
  const lines = splitFile(text);
  const bank = lines[0]?.slice(0, 3) as CnabBank;
  if (!CNAB_BANKS.includes(bank)) throw new CnabFieldError("bank", `bank ${lines[0]?.slice(0, 3)} is not supported`, 1);
  const header = readRecord(fileHeaderSpec(bank), lines[0], 1);
  if (Number(header.fileKind) !== 1) throw new CnabFieldError("fileKind", "is not a remessa (1)", 1);
  readRecord(batchHeaderSpec(bank), lines[1], 2);
  const entries: RemessaLine[] = [];
  for (let i = 2; i < lines.length; i++) {
    const line = lines[i];
    if (line[7] !== "3" || line[13] !== "P") continue;
    const p = readRecord(segmentPSpec(bank), line, i + 1);
    const q = lines[i + 1]?.[13] === "Q" ? readRecord(segmentQSpec(bank), lines[i + 1], i + 2) : null;
    const movement = MOVEMENTS[String(p.movement).padStart(2, "0")];
    if (!movement) throw new CnabFieldError("movement", `unknown movement ${String(p.movement)}`, i + 1);
    entries.push({
      movement,
      nossoNumero: sequenceFromSegment({ bank, ...account }, String(p.nossoNumero).padEnd(20, " ")),
      documentNumber: String(p.documentNumber).trim(),
      dueDate: dayFromCnab("dueDate", Number(p.dueDate), i + 1) ?? "",
      amount: Number(p.amount),
      payerName: q ? String(q.payerName).trim() : "",
    });
  }
  const isCpf = Number(header.documentType) === 1;
  const width = isCpf ? 11 : 14;
  return {
    bank,
    beneficiary: {
      name: String(header.companyName).trim(),
      documentType: isCpf ? "cpf" : "cnpj",
      document: String(header.document).padStart(width, "0").slice(-width),
    },
    sequence: Number(header.sequence),
    entries,
  };
}
