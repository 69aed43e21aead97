import "server-only";

import { maskedDocument } from "@/lib/domain/checkout/get-checkout";
import { onlyDigits } from "@/lib/formats/documents";
import { prisma } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { notFound } from "@/lib/platform/errors";

import { receiptCode, type ReceiptKind } from "./receipt-code";

// What both receipts share: who issues them, how they are verified, how documents are masked.

/** The name a company issues its papers under: its trade name, or its legal name when it has none. */
export const companyName = (c: { legalName: string; tradeName: string }) => c.tradeName.trim() || c.legalName;

/** The issuing company's name and document. */
export async function issuingCompany(companyId: number) {
  const c = await prisma.company.findUnique({
    where: { id: companyId },
    select: { legalName: true, tradeName: true, documentNumber: true },
  });
  if (!c) throw notFound("company");
  return { name: companyName(c), document: c.documentNumber };
}

export function verificationOf(kind: ReceiptKind, id: number) {
  const code = receiptCode(kind, id);
  return { code, url: `${env.publicBaseUrl}/verify/${code}` };
}

/** A CPF or CNPJ with its first and last digits hidden ("***.982.247-**"). */
export const masked = (document: string) => maskedDocument(onlyDigits(document));

/** A Pix key as a receipt prints it: enough to recognise it, not enough to use it elsewhere. */
export function maskedPixKey(key: string): string {
  const k = key.trim();
  const at = k.indexOf("@");
  if (at > 0) return `${k.slice(0, Math.min(2, at))}***${k.slice(at)}`;
  const digits = onlyDigits(k);
  if (/^[\d.\-/]+$/.test(k) && (digits.length === 11 || digits.length === 14)) return masked(digits);
  if (/^\+?[\d\s()-]+$/.test(k) && digits.length >= 10)
    return `${k.startsWith("+") ? "+" : ""}${"*".repeat(digits.length - 4)}${digits.slice(-4)}`;
  return k.length > 8 ? `${k.slice(0, 4)}…${k.slice(-4)}` : "****";
}

/** "1234567" → "***4567": the last digits of an account number. */
export const maskedTail = (digits: string, visible = 3) =>
  digits.length > visible ? `${"*".repeat(digits.length - visible)}${digits.slice(-visible)}` : digits;
