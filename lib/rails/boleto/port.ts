import "server-only";

// The boleto rail as the domain sees it (docs/rails.md): register a boleto for an amount and a due
// date and get what the payer needs (barcode, digitable line). The built-in sandbox bank is its only
// provider today (lib/rails/boleto/sandbox-bank.ts); a bank's CNAB 240 exchange becomes another
// provider behind this type.

export type CreateBoletoInput = {
  amount: number;
  expiresInDays: number;
  instructions?: string;
  /** the hosted page that shows the boleto */
  url: string;
  now?: Date;
};

export type BoletoCharge = {
  barcode: string;
  digitableLine: string;
  /** the due date, YYYY-MM-DD */
  expirationDate: string;
  instructions: string;
  url: string;
};

export type BoletoRail = {
  provider: "sandbox";
  /** false for the sandbox bank: no boleto is registered anywhere */
  isReal: boolean;
  createCharge(input: CreateBoletoInput): Promise<BoletoCharge>;
};
