import "server-only";

import { isSecureId, maskedDocument } from "@/lib/domain/checkout/get-checkout";
import { boletoPaymentPlace, payableUntil } from "@/lib/domain/transactions/charge-deadlines";
import { findBank } from "@/lib/formats/banks";
import { dayOf } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import type { TransactionStatus } from "@/lib/schemas/transactions";

import type { BoletoDocument } from "./boleto-pdf";

// What the printable boleto (PDF) shows, read from the transaction by its secureId (docs/checkout.md,
// "Printable boleto (PDF)"). The PDF is served at the hosted slip's public address, so it names what
// the slip names: the beneficiary in full (legal name and CNPJ, the trade name on top), the payer by
// name and masked document, no address or contact data. Printable only while the boleto can be paid,
// like the slip — with a fine or interest, through the grace period after its due date — so a paid,
// canceled or expired boleto never gets a barcode again.

/** The banks Colmeia issues boletos for: the name printed in the logo area and the code's check digit. */
const BOLETO_BANKS: Record<string, { name: string; checkDigit: string }> = {
  "001": { name: "Banco do Brasil", checkDigit: "9" },
  "341": { name: "Itaú Unibanco", checkDigit: "7" },
  "237": { name: "Bradesco", checkDigit: "2" },
};

/** Any other bank code: its name from the bank list, the check digit by the module-11 rule the three above follow. */
function bankOf(code: string): BoletoDocument["bank"] {
  const known = BOLETO_BANKS[code];
  if (known) return { code, ...known };
  const sum = [...code].reverse().reduce((s, d, i) => s + Number(d) * (i + 2), 0);
  const dv = 11 - (sum % 11);
  return { code, name: findBank(code)?.name ?? `Banco ${code}`, checkDigit: dv >= 10 ? "0" : String(dv) };
}

/** The boleto JSON as stored; the CNAB 240 rail adds nossoNumero, agencyAccount, wallet and pixQrCode. */
type StoredBoleto = {
  barcode: string;
  digitableLine: string;
  expirationDate: string;
  instructions?: string | string[] | null;
  nossoNumero?: string | null;
  agencyAccount?: string | null;
  wallet?: string | null;
  pixQrCode?: string | null;
  fine?: unknown;
  interest?: unknown;
};

export type BoletoDocumentResult =
  | { isPrintable: true; transactionId: number; document: BoletoDocument }
  | { isPrintable: false; transactionId: number; status: TransactionStatus; isExpired: boolean };

/** null: no such transaction, or not a boleto. */
export async function getBoletoDocument({
  secureId,
  now = new Date(),
}: {
  secureId: string;
  now?: Date;
}): Promise<BoletoDocumentResult | null> {
  if (!isSecureId(secureId)) return null;
  const t = await prisma.transaction.findUnique({
    where: { secureId },
    select: {
      id: true,
      status: true,
      boleto: true,
      createdAt: true,
      customerName: true,
      customerDocument: true,
      company: { select: { legalName: true, tradeName: true, documentNumber: true } },
    },
  });
  const boleto = t?.boleto as StoredBoleto | null | undefined;
  if (!t || !boleto) return null;
  const until = payableUntil({ boleto });
  const isExpired = until !== null && until.getTime() <= now.getTime();
  if (t.status !== "waiting_payment" || isExpired)
    return { isPrintable: false, transactionId: t.id, status: t.status as TransactionStatus, isExpired };
  return {
    isPrintable: true,
    transactionId: t.id,
    document: {
      bank: bankOf(boleto.barcode.slice(0, 3)),
      digitableLine: boleto.digitableLine,
      barcode: boleto.barcode,
      beneficiary: {
        name: t.company.legalName,
        document: t.company.documentNumber,
        agencyAccount: boleto.agencyAccount || "—",
        tradeName: t.company.tradeName,
      },
      payer: { name: t.customerName, document: maskedDocument(t.customerDocument) },
      nossoNumero: boleto.nossoNumero || "—",
      documentNumber: String(t.id),
      issueDate: dayOf(t.createdAt),
      dueDate: boleto.expirationDate,
      paymentPlace: boletoPaymentPlace(boleto),
      amount: amountOf(boleto.barcode),
      wallet: boleto.wallet || undefined,
      instructions: instructionLines(boleto.instructions),
      pixQrCode: boleto.pixQrCode || undefined,
      locale: "pt-BR",
    },
  };
}

/** The document's amount is the one the barcode carries (positions 10-19, cents), which the bank collects. */
function amountOf(barcode: string): number {
  return Number(barcode.slice(9, 19));
}

function instructionLines(instructions: StoredBoleto["instructions"]): string[] {
  const lines = Array.isArray(instructions) ? instructions : (instructions ?? "").split("\n");
  return lines.map((l) => l.trim()).filter(Boolean);
}
