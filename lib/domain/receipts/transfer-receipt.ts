import "server-only";

import { getTransfer } from "@/lib/domain/transfers/get-transfer";
import { bankLabel } from "@/lib/formats/banks";
import { prisma } from "@/lib/platform/db";

import { issuingCompany, masked, maskedPixKey, maskedTail, verificationOf } from "./receipt-parts";
import { dateTime, money, type ReceiptDocument, type ReceiptRow } from "./receipt-pdf";

const STATUS_PT = { processing: "Em processamento", success: "Concluída", failed: "Falhou" } as const;

// The transfer receipt (GET /v1/transfers/{id} with Accept: application/pdf): the company that sent
// it, to whom (name and masked document), where (bank, agency and the account's last digits, or the Pix
// key masked), how much and at what fee, and the bank's authentication once it has one.
export async function getTransferReceipt({
  companyId,
  transferId,
  now = new Date(),
}: {
  companyId: number;
  transferId: number;
  now?: Date;
}): Promise<ReceiptDocument> {
  const t = await getTransfer({ companyId, transferId });
  const company = await issuingCompany(companyId);
  const recipient = await prisma.recipient.findFirst({
    where: { id: t.recipientId, companyId },
    select: { legalName: true, documentNumber: true },
  });
  const destination: ReceiptRow[] = t.bankAccount
    ? [
        ["Banco", bankLabel(t.bankAccount.bankCode, (code) => `Banco ${code}`)],
        ["Agência", [t.bankAccount.agencyNumber, t.bankAccount.agencyDigit].filter(Boolean).join("-")],
        ["Conta", `${maskedTail(t.bankAccount.accountNumber)}-${t.bankAccount.accountDigit}`],
        ["Titular", `${t.bankAccount.legalName} (${masked(t.bankAccount.documentNumber)})`],
      ]
    : t.pixKey
      ? [["Chave Pix", maskedPixKey(t.pixKey)]]
      : [];
  const dates: ReceiptRow[] = [["Solicitada em", dateTime(t.createdAt)]];
  if (t.transferredAt) dates.push(["Concluída em", dateTime(t.transferredAt)]);
  return {
    title: "Comprovante de transferência",
    company,
    amount: t.amount,
    status: STATUS_PT[t.status],
    sections: [
      {
        heading: "Transferência",
        rows: [
          ["Transferência nº", String(t.id)],
          ["Status", STATUS_PT[t.status]],
          ...dates,
          ...(t.failReason ? [["Motivo da falha", t.failReason] as ReceiptRow] : []),
          ...(t.bankAuthentication ? [["Autenticação bancária", t.bankAuthentication] as ReceiptRow] : []),
          ...(t.description ? [["Descrição", t.description] as ReceiptRow] : []),
        ],
      },
      {
        heading: "Valores",
        rows: [
          ["Valor", money(t.amount)],
          ["Tarifa", money(t.fee)],
          ["Total debitado", money(t.amount + t.fee)],
        ],
      },
      {
        heading: "Recebedor",
        rows: recipient
          ? [
              ["Nome", recipient.legalName],
              ["Documento", masked(recipient.documentNumber)],
            ]
          : [],
      },
      { heading: t.bankAccount ? "Conta de destino" : "Destino", rows: destination },
    ],
    verification: verificationOf("transfer", t.id),
    issuedAt: now,
  };
}
