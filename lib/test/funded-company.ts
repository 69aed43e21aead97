import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";

import { makeCompany, txInput } from "./factories";

/** A company whose own recipient holds a paid Pix of `amount` (less its fee), available at once. */
export async function fundedCompany(amount = 50000) {
  const made = await makeCompany();
  const t = await createTransaction({
    companyId: made.company.id,
    input: { ...txInput("pix"), amount, items: [{ title: "Mel", unitPrice: amount, quantity: 1, tangible: true }] },
  });
  await payTransaction({ companyId: made.company.id, transactionId: t.id });
  return { companyId: made.company.id, recipientId: made.ownRecipientId, document: made.company.documentNumber };
}
