import "server-only";

import { prisma } from "@/lib/platform/db";
import { badRequest, notFound } from "@/lib/platform/errors";
import { isUniqueViolation } from "@/lib/platform/is-unique-violation";
import {
  mergePaymentLinkSettings,
  paymentLinkSettingsIssues,
  type UpdatePaymentLinkInput,
} from "@/lib/schemas/payment-links";

import { aliasTaken } from "./alias-taken";
import { assertLinkFeePayer } from "./assert-link-fee-payer";
import { assertLinkRecipients } from "./assert-link-recipients";
import { linkColumns } from "./link-columns";
import { linkSales } from "./link-sales";
import { NO_SALES, storedSettings, storedSplits, toPaymentLink } from "./serialize-payment-link";

// PUT|PATCH /v1/payment-links/{id}: only the fields sent change; settings merge deeply into the
// stored ones and the result must still satisfy the settings rules (one method enabled, free ≤ max).
export async function updatePaymentLink({
  companyId,
  paymentLinkId,
  input,
}: {
  companyId: number;
  paymentLinkId: number;
  input: UpdatePaymentLinkInput;
}) {
  const current = await prisma.paymentLink.findFirst({
    where: { id: paymentLinkId, companyId, status: { not: "deleted" } },
  });
  if (!current) throw notFound("payment_link");
  const settings = mergePaymentLinkSettings(storedSettings(current), input.settings);
  const issues = paymentLinkSettingsIssues(settings);
  if (issues.length) throw badRequest("Invalid request body", issues);
  await assertLinkRecipients(companyId, input.splits);
  await assertLinkFeePayer(companyId, {
    amount: input.amount ?? current.amount,
    maxQuantity: input.maxQuantity ?? current.maxQuantity,
    settings,
    splits: storedSplits(input.splits !== undefined ? { splits: input.splits } : current),
  });
  try {
    const row = await prisma.paymentLink.update({
      where: { id: current.id },
      data: {
        ...(input.alias !== undefined && { alias: input.alias }),
        ...(input.title !== undefined && { title: input.title }),
        ...(input.amount !== undefined && { amount: input.amount }),
        ...(input.status !== undefined && { status: input.status }),
        settings,
        ...linkColumns(input),
      },
    });
    return toPaymentLink(row, (await linkSales([row.id])).get(row.id) ?? NO_SALES);
  } catch (error) {
    if (isUniqueViolation(error)) throw aliasTaken(input.alias ?? current.alias);
    throw error;
  }
}
