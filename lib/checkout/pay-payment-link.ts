import { zodIssues } from "@/lib/api/parse";
import { env } from "@/lib/env";
import { ApiError, badRequest, type Issue } from "@/lib/errors";
import type { PayPaymentLinkInput } from "@/lib/schemas/checkout";
import { createTransactionSchema } from "@/lib/schemas/transactions";
import { createTransaction } from "@/lib/transactions/create-transaction";

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
  }
  return issues;
}

// A payer pays a link: a real transaction of the link's company, with the link's title as the one
// item and metadata that ties it back to the link. Only the secureId goes back to the browser.
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
  if (!s[METHOD_SETTING[input.paymentMethod]].enabled)
    throw new ApiError("unprocessable_entity", `${input.paymentMethod} is not enabled for this payment link`, {
      field: "paymentMethod",
    });
  const issues = settingsIssues(link, input);
  if (issues.length) throw badRequest("Invalid request body", issues);

  const draft = {
    amount: link.amount,
    paymentMethod: input.paymentMethod,
    customer: input.customer,
    items: [{ title: link.title, unitPrice: link.amount, quantity: 1, tangible: false }],
    metadata: {
      provider: "colmeia-payment-link",
      order_id: `link-${link.id}-${now.getTime()}`,
      checkout_url: link.url,
      shop_url: env.publicBaseUrl,
      user_email: input.customer.email,
    },
    traceable: s.traceable,
    ip,
    ...(input.paymentMethod === "credit_card" && {
      card: { hash: input.card!.hash },
      installments: input.installments ?? 1,
    }),
    ...(input.paymentMethod === "pix" && { pix: { expiresInSeconds: s.pix.expiresInDays * 86_400 } }),
    ...(input.paymentMethod === "boleto" && { boleto: { expiresInDays: s.boleto.expiresInDays } }),
  };
  // the same rules as POST /v1/transactions, so a link can never create what the API would refuse
  const parsed = createTransactionSchema.safeParse(draft);
  if (!parsed.success) throw badRequest("Invalid request body", zodIssues(parsed.error));
  const transaction = await createTransaction({
    companyId: link.companyId,
    input: parsed.data,
    paymentLinkId: link.id,
    now,
    isPayer: true,
  });
  return { secureId: transaction.secureId };
}
