import "server-only";

import { randomBytes } from "node:crypto";

import { prisma } from "@/lib/platform/db";
import { isUniqueViolation } from "@/lib/platform/is-unique-violation";
import {
  type CreatePaymentLinkInput,
  DEFAULT_PAYMENT_LINK_SETTINGS,
  mergePaymentLinkSettings,
} from "@/lib/schemas/payment-links";

import { aliasTaken } from "./alias-taken";
import { assertLinkFeePayer } from "./assert-link-fee-payer";
import { assertLinkRecipients } from "./assert-link-recipients";
import { linkColumns } from "./link-columns";
import { storedSplits, toPaymentLink } from "./serialize-payment-link";

// "Curso de Mel!" → "curso-de-mel-k3x9q2": readable, and the random tail makes collisions rare.
function generatedAlias(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 40)
    .replace(/^-+|-+$/g, "");
  const tail = randomBytes(6)
    .toString("base64url")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "0")
    .slice(0, 6);
  return slug ? `${slug}-${tail}` : `link-${tail}`;
}

// POST /v1/payment-links. Aliases are kept as sent and unique across all companies whatever the case
// (they are public URLs); the unique index on lower(alias) decides between concurrent creates, so a
// taken alias chosen by the merchant is a 422 on field alias, a generated one is simply drawn again.
export async function createPaymentLink({ companyId, input }: { companyId: number; input: CreatePaymentLinkInput }) {
  const settings = mergePaymentLinkSettings(DEFAULT_PAYMENT_LINK_SETTINGS, input.settings);
  await assertLinkRecipients(companyId, input.splits);
  await assertLinkFeePayer(companyId, {
    amount: input.amount,
    maxQuantity: input.maxQuantity ?? 1,
    settings,
    splits: storedSplits({ splits: input.splits ?? null }),
  });
  for (let attempt = 0; ; attempt++) {
    const alias = input.alias ?? generatedAlias(input.title);
    try {
      const row = await prisma.paymentLink.create({
        data: {
          companyId,
          alias,
          title: input.title,
          amount: input.amount,
          status: input.status ?? "active",
          settings,
          ...linkColumns(input),
        },
      });
      return toPaymentLink(row);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.alias || attempt >= 4) throw aliasTaken(alias);
    }
  }
}
