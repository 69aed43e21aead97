import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { computeFee, type Pricing } from "@/lib/acquirer/fees";
import { authorizeCard, createBoletoCharge, createPixCharge, type CardData } from "@/lib/acquirer/sandbox";
import { consumeCardHash } from "@/lib/cards/card-hash";
import { cardFingerprint } from "@/lib/cards/fingerprint";
import { env } from "@/lib/env";
import type { CreateTransactionInput, TransactionStatus } from "@/lib/schemas/transactions";
import { computeSplits } from "./compute-splits";
import { paymentLedgerEntries } from "@/lib/ledger/payment-entries";
import { recordEvents } from "@/lib/events/record-event";
import { findOrCreateCustomer } from "@/lib/customers/find-or-create-customer";
import { toTransaction, transactionInclude } from "./serialize";

type Options = { companyId: number; input: CreateTransactionInput; paymentLinkId?: number; now?: Date };

const newSecureId = () => randomBytes(15).toString("base64url").replace(/[^A-Za-z0-9]/g, "0");

async function loadCompany(companyId: number, splitRecipientIds: number[]) {
  const company = await prisma.company.findUnique({
    where: { id: companyId },
    select: { tradeName: true, pricing: true, recipients: { where: { OR: [{ isDefault: true }, { id: { in: splitRecipientIds } }] }, select: { id: true, isDefault: true } } },
  });
  const own = company?.recipients.find((r) => r.isDefault);
  if (!company || !own) throw new ApiError("invalid_state", "The company has no default recipient to receive payments");
  const known = new Set(company.recipients.map((r) => r.id));
  const unknown = splitRecipientIds.find((id) => !known.has(id));
  if (unknown) throw new ApiError("invalid_recipient", `Recipient ${unknown} does not exist`, { recipientId: unknown, field: "splits" });
  return { company, defaultRecipientId: own.id };
}

async function cardData(companyId: number, card: NonNullable<CreateTransactionInput["card"]>): Promise<CardData> {
  if (card.hash) return consumeCardHash({ companyId, hash: card.hash });
  return { number: card.number!, holderName: card.holderName!, expirationMonth: card.expirationMonth!, expirationYear: card.expirationYear!, cvv: card.cvv! };
}

// POST /v1/transactions: authorise (card) or issue (Pix, boleto) through the sandbox acquirer and
// store the transaction, its payer, items, splits, timeline, ledger credits and event atomically.
export async function createTransaction({ companyId, input, paymentLinkId, now = new Date() }: Options) {
  const splitIds = [...new Set((input.splits ?? []).map((s) => s.recipientId))];
  const { company, defaultRecipientId } = await loadCompany(companyId, splitIds);
  const installments = input.paymentMethod === "credit_card" ? (input.installments ?? 1) : 1;
  const fee = computeFee({ paymentMethod: input.paymentMethod, amount: input.amount, installments, pricing: (company.pricing as Pricing | null) ?? undefined });
  const shares = computeSplits({ amount: input.amount, fee: fee.estimatedFee, splits: input.splits ?? [], defaultRecipientId });
  const secureId = newSecureId();

  let status: TransactionStatus = "waiting_payment";
  let refusedReason: string | null = null;
  let card: { brand: string; firstDigits: string; lastDigits: string; holderName: string; expirationMonth: number; expirationYear: number; fingerprint: string } | undefined;
  const timeline: TransactionStatus[] = [];

  if (input.paymentMethod === "credit_card") {
    const data = await cardData(companyId, input.card!);
    const auth = authorizeCard(data);
    if ("invalid" in auth) throw new ApiError("invalid_card", `Invalid card: ${auth.invalid}`, { field: "card.number" });
    card = {
      brand: auth.brand, firstDigits: data.number.slice(0, 6), lastDigits: data.number.slice(-4), holderName: data.holderName,
      expirationMonth: data.expirationMonth, expirationYear: data.expirationYear, fingerprint: cardFingerprint(data.number),
    };
    const outcome = auth.outcome;
    if (outcome.result === "approved") {
      status = "paid";
      timeline.push("processing", "authorized", "paid");
    } else {
      status = "refused";
      refusedReason = outcome.result === "declined" ? outcome.reason : "processing_error";
      timeline.push("processing", "refused");
    }
  } else {
    timeline.push("waiting_payment");
  }

  const pix = input.paymentMethod === "pix"
    ? createPixCharge({ amount: input.amount, txid: secureId, merchantName: company.tradeName, companyId, expiresInSeconds: input.pix!.expiresInSeconds, now })
    : null;
  const boleto = input.paymentMethod === "boleto"
    ? createBoletoCharge({ amount: input.amount, expiresInDays: input.boleto!.expiresInDays, instructions: input.boleto!.instructions, url: `${env.publicBaseUrl}/checkout/${secureId}/boleto`, now })
    : null;
  const isPaid = status === "paid";

  return prisma.$transaction(async (tx) => {
    const customer = await findOrCreateCustomer(tx, { companyId, input: input.customer });
    const cardRow = card ? await tx.card.create({ data: { ...card, companyId, customerId: customer.id, createdAt: now }, select: { id: true } }) : null;
    const row = await tx.transaction.create({
      data: {
        companyId, customerId: customer.id,
        customerName: customer.name, customerEmail: customer.email, customerDocument: customer.documentNumber, customerPhone: customer.phone,
        amount: input.amount, installments, paymentMethod: input.paymentMethod, status,
        postbackUrl: input.postbackUrl, metadata: input.metadata, traceable: input.traceable,
        deliveryStatus: input.traceable ? "waiting" : null,
        secureId, ip: input.ip, externalRef: input.externalRef,
        address: input.customer.address ?? undefined, shipping: input.shipping ?? undefined,
        pix: pix ?? undefined, boleto: boleto ?? undefined, refusedReason,
        paidAmount: isPaid ? input.amount : 0, paidAt: isPaid ? now : null,
        feeFixedAmount: fee.fixedAmount, feeSpreadPercentage: fee.spreadPercentage, feeEstimated: fee.estimatedFee, netAmount: fee.netAmount,
        paymentLinkId, createdAt: now,
        cardId: cardRow?.id,
        items: { createMany: { data: input.items } },
        splits: { createMany: { data: shares } },
        statusHistory: { createMany: { data: timeline.map((s, i) => ({ status: s, fromStatus: timeline[i - 1] ?? null, reason: s === "refused" ? refusedReason : null, createdAt: now })) } },
      },
      include: transactionInclude,
    });
    if (isPaid) await tx.ledgerEntry.createMany({ data: paymentLedgerEntries({ companyId, transactionId: row.id, method: input.paymentMethod, paidAt: now, shares }) });
    const body = toTransaction(row);
    await recordEvents(tx, [{ companyId, type: `transaction.${status}`, objectType: "transaction", objectId: row.id, data: body }]);
    return body;
  });
}
