import "server-only";

import type { BoletoAgreementSettings } from "@/lib/platform/env";

// The boleto rail as the domain sees it (docs/rails.md, Boleto rail): a collection agreement
// (convênio de cobrança) at a bank, whose boletos are numbered by Colmeia (the nosso número, from
// the agreement's sequence) and registered, changed, paid and written off through CNAB 240 files:
// a remessa Colmeia writes, a retorno the bank answers. The provider turns a number into the
// barcode and line of that bank; the files are lib/formats/cnab240. The sandbox provider is the
// same CNAB 240 machinery on a built-in agreement, with a built-in bank that answers remessas.

export type BoletoNumbersOut = {
  barcode: string;
  digitableLine: string;
  /** the nosso número as the bank prints it */
  nossoNumero: string;
  /** agência / código do beneficiário as the bank prints it */
  agencyAccount: string;
  bank: string;
  wallet: string;
};

/** What the built-in bank pays, writes off or confirms, as its retorno says. */
export type SandboxBankEvent =
  | {
      kind: "paid";
      sequence: number;
      documentNumber: string;
      dueDate: string;
      amount: number;
      paidAmount: number;
      on: string;
    }
  | { kind: "written_off"; sequence: number; documentNumber: string; dueDate: string; amount: number; on: string };

/** The built-in bank (sandbox only): answers remessas and makes retornos of what payers did. */
export type SandboxBoletoBank = {
  /** the retorno the bank sends back for a remessa: entries confirmed (or rejected, docs/rails.md) */
  answerRemessa(remessa: string, input: { sequence: number; now: Date }): string;
  /** a retorno with what happened to boletos (paid, written off) */
  retornoOf(events: SandboxBankEvent[], input: { sequence: number; now: Date; beneficiary: Beneficiary }): string;
};

export type Beneficiary = { name: string; documentType: "cpf" | "cnpj"; document: string };

export type BoletoRail = {
  provider: "sandbox" | "cnab240";
  /** false for the built-in bank: no boleto is registered anywhere */
  isReal: boolean;
  agreement: BoletoAgreementSettings;
  /** names the agreement (bank, agency, account, convênio, carteira): its nosso número sequence and files */
  agreementKey: string;
  /** the barcode, line and printed numbers of boleto number `sequence` */
  numbers(input: { sequence: number; amount: number; dueDate: string }): BoletoNumbersOut;
  /** the built-in bank, sandbox only */
  sandboxBank?: SandboxBoletoBank;
};
