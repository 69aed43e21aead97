import "server-only";

// The Pix rail as the domain sees it (docs/rails.md): what a Pix provider does, in Colmeia's own
// words — cents, ISO instants, our statuses. Providers (lib/rails/pix/<provider>/) map the outside
// protocol to this and back; the domain never imports a provider (lib/rails/index.ts picks one).
// Every identifier comes from Colmeia (txid, devolução id), so a retried call is the same call.

export type PixPayer = { name: string; document: { type: "cpf" | "cnpj" | "passport"; number: string } };

export type CreatePixChargeInput = {
  txid: string;
  amount: number;
  expiresInSeconds: number;
  /** a payer with a passport is left out: the standard names a debtor by CPF or CNPJ only */
  payer?: PixPayer;
  /** shown to the payer by their bank (at most 140 characters) */
  description?: string;
};

/** A Pix with a due date (cobv): boleto híbrido and Pix "cobrança com vencimento". */
export type CreateDuePixChargeInput = Omit<CreatePixChargeInput, "expiresInSeconds" | "payer"> & {
  payer: PixPayer;
  dueDate: string; // YYYY-MM-DD
  validAfterDueDays: number;
  /** percent of the amount, once, after the due date */
  finePercent?: number;
  /** percent a month, calendar days */
  interestPercentPerMonth?: number;
  /** a fixed discount in cents until a date */
  discount?: { amount: number; until: string };
};

export type PixCharge = {
  txid: string;
  /** the BR Code "copia e cola" the PSP issued */
  qrcode: string;
  /** the payload's location (host and path, no scheme), when the PSP gives one */
  location: string | null;
  expirationDate: string;
};

export type PixRefundStatus = "pending" | "refunded" | "failed";

export type PixRefund = {
  refundId: string;
  end2EndId: string;
  amount: number;
  status: PixRefundStatus;
  /** the return's own end-to-end id (rtrId), once the PSP has it */
  returnId: string | null;
  /** why it failed, when the PSP says */
  reason: string | null;
  settledAt: string | null;
};

export type PixPayment = {
  txid: string | null;
  end2EndId: string;
  amount: number;
  paidAt: string;
  refunds: PixRefund[];
};

export type PixChargeState = {
  txid: string;
  status: "active" | "paid" | "removed";
  amount: number;
  payments: PixPayment[];
};

export type PixRail = {
  /** which provider serves this rail (docs/rails.md) */
  provider: "sandbox" | "api-pix";
  /** false for the built-in sandbox PSP: production mode refuses to charge through it */
  isReal: boolean;
  createCharge(input: CreatePixChargeInput): Promise<PixCharge>;
  createDueCharge(input: CreateDuePixChargeInput): Promise<PixCharge>;
  /** PATCH /cob/{txid} (or /cobv/{txid}, a charge with a due date) to REMOVIDA_PELO_USUARIO_RECEBEDOR */
  cancelCharge(txid: string, kind?: "cob" | "cobv"): Promise<PixChargeState>;
  /** GET /cob/{txid} (or /cobv/{txid}, a charge with a due date) */
  chargeStatus(txid: string, kind?: "cob" | "cobv"): Promise<PixChargeState>;
  /**
   * A Pix as the provider received it (GET /pix/{e2eid}); null when the provider knows no such Pix
   * (404). What confirms a notification before it is settled (docs/rails.md). An identifier that
   * cannot be an end-to-end id is refused without asking (RailError, not retryable).
   */
  paymentStatus(end2EndId: string): Promise<PixPayment | null>;
  refund(input: { end2EndId: string; refundId: string; amount: number; description?: string }): Promise<PixRefund>;
  refundStatus(input: { end2EndId: string; refundId: string }): Promise<PixRefund>;
  /** Pix received between two instants (reconciliation) */
  listPayments(input: { from: Date; to: Date }): Promise<PixPayment[]>;
  /** tells the PSP where to send notifications */
  registerWebhook(url: string): Promise<void>;
  /** the body a PSP POSTed to the webhook, as payments (with their refunds); throws when malformed */
  parseNotification(body: unknown): PixPayment[];
  /** sandbox providers only: the payer's bank, simulated */
  simulator?: PixSimulator;
};

/** What the sandbox does in place of a payer's bank (sandbox actions, tests). */
export type PixSimulator = {
  /** pays a charge (all of it unless `amount`); `notify: false` loses the webhook */
  pay(txid: string, opts?: { amount?: number; paidAt?: Date; notify?: boolean }): Promise<PixPayment>;
  settleRefund(input: {
    end2EndId: string;
    refundId: string;
    status: "refunded" | "failed";
    reason?: string;
    notify?: boolean;
  }): Promise<PixRefund>;
};

export { isRailError, RailError } from "../rail-error";
