import "server-only";

import { linkSplitsAt } from "@/lib/domain/payment-links/link-splits";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { installmentPlan } from "@/lib/formats/installment-plan";
import { prisma } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { ApiError, badRequest, type Issue } from "@/lib/platform/errors";
import { runSqlIn, sql } from "@/lib/platform/sql";
import { zodIssues } from "@/lib/platform/validate";
import type { PayPaymentLinkInput } from "@/lib/schemas/checkout";
import { createTransactionSchema } from "@/lib/schemas/transactions";

import type { PublicPaymentLink } from "./get-public-payment-link";

const METHOD_SETTING = { credit_card: "card", pix: "pix", boleto: "boleto" } as const;
const ADDRESS_FIELDS = ["street", "streetNumber", "neighborhood", "city", "state", "zipCode"] as const;

function settingsIssues(link: PublicPaymentLink, input: PayPaymentLinkInput): Issue[] {
  const s = link.settings;
  const issues: Issue[] = [];
  if (s.requestPhone && !input.customer.phone)
    issues.push({ path: "customer.phone", message: "is required by this payment link" });
  if (s.requestAddress)
    for (const f of ADDRESS_FIELDS)
      if (!input.customer.address?.[f])
        issues.push({ path: `customer.address.${f}`, message: "is required by this payment link" });
  if (input.paymentMethod === "credit_card") {
    if (!input.card?.hash) issues.push({ path: "card.hash", message: "is required for credit_card" });
    const n = input.installments ?? 1;
    if (n > s.card.maxInstallments)
      issues.push({ path: "installments", message: `must be at most ${s.card.maxInstallments} for this payment link` });
    if (input.card?.reusable && !s.card.saveCard)
      issues.push({ path: "card.reusable", message: "this payment link does not offer to save the card" });
  }
  if ((input.quantity ?? 1) > link.maxQuantity)
    issues.push({ path: "quantity", message: `must be at most ${link.maxQuantity} for this payment link` });
  return issues;
}

// A place under the link's maxPayments, taken in one statement: of payers arriving together for the
// last place, exactly one gets it. Every payment takes one (so a limit set later counts right).
async function claimPlace(linkId: number): Promise<boolean> {
  const rows = await runSqlIn(
    prisma,
    sql<{ id: number }>`
    UPDATE "PaymentLink" SET "claimedPayments" = "claimedPayments" + 1
    WHERE "id" = ${linkId} AND ("maxPayments" IS NULL OR "claimedPayments" < "maxPayments")
    RETURNING "id"`,
  );
  return rows.length === 1;
}

async function releasePlace(linkId: number): Promise<void> {
  await runSqlIn(
    prisma,
    sql`UPDATE "PaymentLink" SET "claimedPayments" = greatest("claimedPayments" - 1, 0) WHERE "id" = ${linkId}`,
  );
}

// A payer pays a link: a real transaction of the link's company — the link's title times the
// quantity chosen, plus the installment interest as its own item when the merchant passes it on
// (installment-plan.ts: the same numbers the page showed), the link's splits as shares of the price —
// with metadata that ties it back to the link. It needs a place under maxPayments, given back when
// the card is refused (and, for Pix and boleto, when the charge expires). Only the secureId goes
// back to the browser.
export async function payPaymentLink({
  link,
  input,
  ip,
  now = new Date(),
}: {
  link: PublicPaymentLink;
  input: PayPaymentLinkInput;
  ip?: string;
  now?: Date;
}) {
  const s = link.settings;
  if (link.closed)
    throw new ApiError(
      "invalid_state",
      link.closed === "expired" ? "This payment link has expired" : "This payment link is sold out",
      { reason: link.closed },
    );
  if (!s[METHOD_SETTING[input.paymentMethod]].enabled)
    throw new ApiError("unprocessable_entity", `${input.paymentMethod} is not enabled for this payment link`, {
      field: "paymentMethod",
    });
  const issues = settingsIssues(link, input);
  if (issues.length) throw badRequest("Invalid request body", issues);

  const quantity = input.quantity ?? 1;
  const price = link.amount * quantity;
  const installments = input.paymentMethod === "credit_card" ? (input.installments ?? 1) : 1;
  const plan = installmentPlan({
    amount: price,
    installments,
    freeInstallments: s.card.freeInstallments,
    interestPaidByPayer: input.paymentMethod === "credit_card" && s.card.interestPaidByPayer,
    monthlyRate: link.interestRate,
  });
  const splits = linkSplitsAt(link.splits, price);
  const draft = {
    amount: plan.total,
    paymentMethod: input.paymentMethod,
    customer: input.customer,
    items: [
      { title: link.title, unitPrice: link.amount, quantity, tangible: false },
      ...(plan.interest > 0
        ? [
            {
              title: `Juros do parcelamento (${installments}x)`,
              unitPrice: plan.interest,
              quantity: 1,
              tangible: false,
            },
          ]
        : []),
    ],
    metadata: {
      provider: "colmeia-payment-link",
      order_id: `link-${link.id}-${now.getTime()}`,
      checkout_url: link.url,
      shop_url: env.publicBaseUrl,
      user_email: input.customer.email,
    },
    traceable: s.traceable,
    ip,
    ...(splits.length > 0 && { splits }),
    ...(input.paymentMethod === "credit_card" && {
      card: { hash: input.card!.hash, ...(input.card!.reusable && { reusable: true }) },
      installments,
    }),
    ...(input.paymentMethod === "pix" && { pix: { expiresInSeconds: s.pix.expiresInDays * 86_400 } }),
    ...(input.paymentMethod === "boleto" && { boleto: { expiresInDays: s.boleto.expiresInDays } }),
  };
  // the same rules as POST /v1/transactions, so a link can never create what the API would refuse
  const parsed = createTransactionSchema.safeParse(draft);
  if (!parsed.success) throw badRequest("Invalid request body", zodIssues(parsed.error));
  if (!(await claimPlace(link.id)))
    throw new ApiError("invalid_state", "This payment link is sold out", { reason: "sold_out" });
  try {
    const transaction = await createTransaction({
      companyId: link.companyId,
      input: parsed.data,
      paymentLinkId: link.id,
      now,
      isPayer: true,
    });
    if (transaction.status === "refused" || transaction.status === "canceled") await releasePlace(link.id);
    return { secureId: transaction.secureId };
  } catch (error) {
    await releasePlace(link.id);
    throw error;
  }
}
