import "server-only";

import { boletoPaymentPlace, payableUntil } from "@/lib/domain/transactions/charge-deadlines";
import { prisma } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import type { PaymentMethod, TransactionStatus } from "@/lib/schemas/transactions";

// secureIds are 20 URL-safe characters from 15 random bytes; anything else cannot exist.
const SECURE_ID = /^[A-Za-z0-9]{10,40}$/;

export const isSecureId = (value: string) => SECURE_ID.test(value);

const checkoutSelect = {
  id: true,
  companyId: true,
  secureId: true,
  amount: true,
  installments: true,
  paymentMethod: true,
  status: true,
  refusedReason: true,
  paidAt: true,
  createdAt: true,
  pix: true,
  boleto: true,
  customerName: true,
  customerDocument: true,
  company: { select: { tradeName: true, legalName: true, documentNumber: true, sandbox: true } },
  card: { select: { brand: true, lastDigits: true } },
  items: { select: { title: true }, orderBy: { id: "asc" as const }, take: 1 },
  paymentLink: { select: { alias: true, status: true, redirectUrl: true } },
};

type Pix = { qrcode: string; expirationDate: string; end2EndId?: string };
type Boleto = {
  barcode: string;
  digitableLine: string;
  expirationDate: string;
  instructions?: string;
  nossoNumero?: string;
  agencyAccount?: string;
  fine?: unknown;
  interest?: unknown;
};

/** "52998224725" → "***.982.247-**": enough for the payer to recognise, useless to anyone else. */
export function maskedDocument(doc: string): string {
  if (doc.length === 11) return `***.${doc.slice(3, 6)}.${doc.slice(6, 9)}-**`;
  if (doc.length === 14) return `**.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-**`;
  return doc.length > 4 ? `${"*".repeat(doc.length - 4)}${doc.slice(-4)}` : "****";
}

// The hosted page of one transaction (its secureUrl). Whoever holds the secureId is the payer, so
// this carries only what a payer needs: never ids, fees, splits, the customer's contact data or metadata.
// A waiting Pix or boleto past its deadline is reported as expired (`isExpired`) at once, without
// writing: the expiry sweep cancels it (lib/domain/transactions/expire-due-charges.ts), and a boleto stays
// waiting through its grace period because a payment made on the due date may still settle.
export async function getCheckout({ secureId, now = new Date() }: { secureId: string; now?: Date }) {
  const t = await findCheckout(secureId);
  return t && toCheckoutView(t, now);
}

async function findCheckout(secureId: string) {
  return isSecureId(secureId) ? prisma.transaction.findUnique({ where: { secureId }, select: checkoutSelect }) : null;
}

// Until when a waiting charge can be paid, and whether that moment has passed.
function deadlineOf(status: string, charge: { pix: Pix | null; boleto: Boleto | null }, now: Date) {
  const until = status === "waiting_payment" ? payableUntil(charge) : null;
  return { payableUntil: until?.toISOString() ?? null, isExpired: until !== null && until.getTime() <= now.getTime() };
}

function returnUrlFor(redirectUrl: string, transactionId: number): string {
  const url = new URL(redirectUrl);
  url.searchParams.set("transaction_id", String(transactionId));
  return url.toString();
}

function toCheckoutView(t: NonNullable<Awaited<ReturnType<typeof findCheckout>>>, now: Date) {
  const pix = t.pix as Pix | null;
  const boleto = t.boleto as Boleto | null;
  const link = t.paymentLink && t.paymentLink.status === "active" ? t.paymentLink : null;
  const deadline = deadlineOf(t.status, { pix, boleto }, now);
  return {
    secureId: t.secureId,
    merchantName: t.company.tradeName,
    description: t.items[0]?.title ?? null,
    amount: t.amount,
    installments: t.installments,
    paymentMethod: t.paymentMethod as PaymentMethod,
    status: t.status as TransactionStatus,
    refusedReason: t.refusedReason,
    paidAt: t.paidAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
    card: t.card && { brand: t.card.brand, lastDigits: t.card.lastDigits },
    pix: pix && { qrcode: pix.qrcode, expirationDate: pix.expirationDate },
    boleto: boleto && {
      barcode: boleto.barcode,
      digitableLine: boleto.digitableLine,
      expirationDate: boleto.expirationDate,
      instructions: boleto.instructions ?? null,
    },
    // a waiting charge: when it stops being payable, and whether it already has (then nothing is offered to pay)
    ...deadline,
    // a refused card or an expired charge can be tried again on the link, while it is active
    retryUrl: link ? `/pay/${link.alias}` : null,
    // the merchant's page after a payment by link, told which transaction it was
    returnUrl: t.paymentLink?.redirectUrl ? returnUrlFor(t.paymentLink.redirectUrl, t.id) : null,
    canSimulatePayment: env.isSandbox && t.company.sandbox && !deadline.isExpired,
  };
}

export type CheckoutView = ReturnType<typeof toCheckoutView>;

// The printable boleto also names the beneficiary (cedente) and the payer (sacado), as a bank slip
// must. It is printable only while it can be paid: waiting and not past its last payable day (its due
// date, or the end of its grace period when a fine or interest let it be paid late). Otherwise (paid,
// canceled, refunded, expired…) only the view is returned, for the page to show the status.
export async function getBoletoSlip({ secureId, now = new Date() }: { secureId: string; now?: Date }) {
  const t = await findCheckout(secureId);
  const view = t && toCheckoutView(t, now);
  if (!t || !view?.boleto) return null;
  if (view.status !== "waiting_payment" || view.isExpired) return { isPrintable: false as const, view };
  return {
    isPrintable: true as const,
    view,
    boleto: view.boleto,
    beneficiary: {
      name: t.company.legalName,
      document: t.company.documentNumber,
      // agência / código do beneficiário, as the bank prints it (CNAB 240 boletos)
      agencyAccount: (t.boleto as Boleto).agencyAccount ?? null,
    },
    nossoNumero: (t.boleto as Boleto).nossoNumero ?? null,
    paymentPlace: boletoPaymentPlace(t.boleto as Boleto),
    payer: { name: t.customerName, document: maskedDocument(t.customerDocument) },
  };
}

/** What the page polls: the status, when it was paid, and whether a waiting charge is past its deadline. */
export async function getCheckoutStatus({ secureId, now = new Date() }: { secureId: string; now?: Date }) {
  if (!isSecureId(secureId)) return null;
  const t = await prisma.transaction.findUnique({
    where: { secureId },
    select: { id: true, companyId: true, status: true, paidAt: true, pix: true, boleto: true },
  });
  if (!t) return null;
  const { isExpired } = deadlineOf(t.status, { pix: t.pix as Pix | null, boleto: t.boleto as Boleto | null }, now);
  return {
    id: t.id,
    companyId: t.companyId,
    status: t.status as TransactionStatus,
    paidAt: t.paidAt?.toISOString() ?? null,
    isExpired,
  };
}
