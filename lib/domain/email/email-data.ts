import type { EmailKind } from "@/lib/schemas/email";

// What each kind's template shows, written into EmailMessage.data when the message is queued (so a
// retry sends what the event said, not what the row says later). Amounts in cents, dates ISO.
// Never a card number or a secret: a card is its brand and last digits.
type Payer = { company: string; transactionId: number };
export type EmailData = {
  payment_receipt: Payer & { amount: number; paidAt: string; card: { brand: string; lastDigits: string } | null };
  refund_receipt: Payer & { amount: number; refundedAmount: number; refundedAt: string };
  payment_instructions: Payer & {
    method: "pix" | "boleto";
    amount: number;
    dueDate: string;
    pixCode: string | null;
    digitableLine: string | null;
    url: string | null;
  };
  boleto_reminder: Payer & { amount: number; dueDate: string; digitableLine: string | null; url: string | null };
  dispute_opened: Payer & { amount: number; deadline: string; url: string };
  transfer_failed: { company: string; transferId: number; amount: number; reason: string | null };
  webhook_endpoint_disabled: { company: string; url: string };
  new_sign_in: { company: string; ip: string; at: string };
  // a link that grants access: removed from the row once the message is sent or logged
  password_reset: { company: string; url: string | null; expiresAt: string };
  member_invite: { company: string; url: string | null; expiresAt: string };
};

export type EmailOf<K extends EmailKind = EmailKind> = { [P in K]: { kind: P; data: EmailData[P] } }[K];

/** The kinds whose data carries a one-time link, scrubbed once the message left. */
export const LINK_KINDS: readonly EmailKind[] = ["password_reset", "member_invite"];
