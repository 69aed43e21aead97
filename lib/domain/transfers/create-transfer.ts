import "server-only";

import { type AuditBy, recordAudit } from "@/lib/domain/audit/record-audit";
import { recordEvents } from "@/lib/domain/events/record-event";
import { balanceOf } from "@/lib/domain/ledger/balance";
import { ledgerNow } from "@/lib/domain/ledger/ledger-now";
import { lockRecipients } from "@/lib/domain/ledger/lock-recipients";
import { findRecipient } from "@/lib/domain/lookups/find-recipient";
import { lookUpPixKeyHolder } from "@/lib/domain/payout-destinations/pix-key-holder";
import { assertFileable } from "@/lib/domain/payouts/payment-order";
import { companyPricing } from "@/lib/domain/pricing/company-pricing";
import { transferFee } from "@/lib/domain/pricing/fees";
import { assertPublicUrl } from "@/lib/domain/webhooks/assert-public-url";
import { prisma } from "@/lib/platform/db";
import { ApiError } from "@/lib/platform/errors";
import { storeAnswerInTx } from "@/lib/platform/idempotency-scope";
import { payoutRail } from "@/lib/rails";
import { requireRealRail } from "@/lib/rails/require-real-rail";
import type { CreateTransferInput } from "@/lib/schemas/transfers";

import { sendTransfer } from "./send-transfer";
import { toTransfer, withBankAccount } from "./serialize-transfer";
import { transferDestination } from "./transfer-destination";

// POST /v1/transfers: moves money from the recipient's available balance to its bank account
// (or a Pix key), plus the company's transfer fee, then hands it to the payout rail. The recipient
// row is locked before the balance is read, so concurrent transfers queue and the available
// balance can never go below zero.
// `audit` (who asked, from where) is recorded in the same commit (lib/domain/audit).
export async function createTransfer({
  companyId,
  input,
  at,
  audit,
}: {
  companyId: number;
  input: CreateTransferInput;
  at?: Date;
  audit?: AuditBy;
}) {
  requireRealRail(payoutRail(), "payout");
  if (input.postbackUrl) await assertPublicUrl(input.postbackUrl, "postbackUrl");
  // a new Pix key's holder, from the payout rail, before the transaction (never a call inside one)
  const pixKeyLookup = input.pixKey
    ? await lookUpPixKeyHolder({ companyId, recipientId: input.recipientId, key: input.pixKey, field: "pixKey" })
    : undefined;
  const result = await prisma.$transaction(async (tx) => {
    const recipient = await findRecipient({ companyId, recipientId: input.recipientId, db: tx });
    if (!recipient.transferEnabled)
      throw new ApiError(
        "invalid_state",
        "Transfers are disabled for this recipient (transferSettings.transferEnabled)",
        { recipientId: recipient.id },
      );

    await lockRecipients(tx, [recipient.id]);
    const { destination, refused } = await transferDestination(tx, companyId, recipient, input, audit, pixKeyLookup);
    // a destination still cooling down moves no money; one registered just now is kept (committed)
    if (refused) return { refused };
    // paid through CNAB 240 files: a destination the paying bank's layout cannot carry is refused
    // now, not failed at the remessa (docs/rails.md, Payout rail)
    const files = payoutRail().paymentFiles;
    if (files)
      await assertFileable(tx, { account: files.account, companyId, recipient, destination, amount: input.amount });
    const fee = transferFee(destination.type, await companyPricing(tx, companyId));
    // The clock is read once the lock is held (ledger-now.ts): a transfer committed just before
    // carries an earlier time, so its debit counts as gone from `available`, not as future money.
    const now = at ?? (await ledgerNow(tx));
    const { available } = await balanceOf(tx, recipient.id, now);
    if (input.amount + fee > available)
      throw new ApiError(
        "insufficient_balance",
        `The available balance of ${available} cents cannot cover a transfer of ${input.amount} plus its fee of ${fee}`,
        { available, requested: input.amount, fee, recipientId: recipient.id },
      );

    const row = await tx.transfer.create({
      data: {
        companyId,
        recipientId: recipient.id,
        ...destination,
        amount: input.amount,
        fee,
        description: input.description,
        externalRef: input.externalRef,
        metadata: input.metadata,
        postbackUrl: input.postbackUrl,
        status: "processing",
        createdAt: now,
      },
      include: withBankAccount,
    });
    const base = { companyId, recipientId: recipient.id, transferId: row.id, availableAt: now, createdAt: now };
    await tx.ledgerEntry.createMany({
      data: [
        { ...base, type: "transfer", bucket: "balance", amount: -input.amount },
        // held, not gone: it moves to `transferred` when the bank pays it (settle-transfer.ts)
        { ...base, type: "transfer", bucket: "in_transit", amount: input.amount },
        ...(fee > 0 ? [{ ...base, type: "fee" as const, bucket: "balance" as const, amount: -fee }] : []),
      ],
    });
    const body = toTransfer(row);
    await recordEvents(tx, [
      { companyId, type: "transfer.processing", objectType: "transfer", objectId: row.id, data: body },
    ]);
    if (audit)
      await recordAudit(tx, {
        companyId,
        ...audit,
        action: "transfer.create",
        objectType: "transfer",
        objectId: row.id,
        after: {
          recipientId: recipient.id,
          amount: input.amount,
          fee,
          type: destination.type,
          bankAccountId: body.bankAccountId,
          pixKey: body.pixKey,
        },
      });
    await storeAnswerInTx(tx, body);
    return { body };
  });
  if ("refused" in result) throw result.refused;
  // after the commit: the money has left the available balance (in transit), now the payout rail is
  // told (a provider that is down leaves it to the dispatch sweep; the answer stays `processing`
  // either way)
  await sendTransfer(result.body.id);
  return result.body;
}
