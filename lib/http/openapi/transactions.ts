import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import {
  captureSchema,
  changeDueDateSchema,
  createTransactionSchema,
  listTransactionsQuerySchema,
  RefundSchema,
  refundSchema,
  sandboxPaySchema,
  TransactionSchema,
  updateDeliverySchema,
} from "@/lib/schemas/transactions";

import * as ex from "./examples";
import { addOperation, pathId } from "./shared";

export const registry = new OpenAPIRegistry();

const tag = "Transactions";
const path = "/v1/transactions/{transactionId}" as const;
const params = pathId("transactionId", "Transaction id");
const transaction = (description: string, example: unknown = ex.cardTransaction) => ({
  schema: TransactionSchema,
  description,
  example,
});

addOperation(registry, {
  method: "get",
  path: "/v1/transactions",
  operationId: "listTransactions",
  tag,
  summary: "List transactions",
  description:
    "Newest first. Filters combine; `status`, `paymentMethods`, `deliveryStatus` and `installments` take comma lists (`status=paid,refunded`). `name` is a case-insensitive prefix; `email`, `documentNumber` and `phone` are exact. Page with `limit` + `offset` or `page`.",
  query: listTransactionsQuerySchema,
  ok: { ...transaction("The page, as a bare array."), list: true },
});

addOperation(registry, {
  method: "post",
  path: "/v1/transactions",
  operationId: "createTransaction",
  tag,
  summary: "Create a transaction",
  description:
    'Charges a card, or issues a Pix or a boleto. A card decline is not an error: 200 with `status: "refused"` and `refusedReason`. Pix and boleto start `waiting_payment` (in the sandbox, pay them with `POST /v1/transactions/{transactionId}/sandbox/pay`). Send `card.hash` from `POST /v1/card-hashes` instead of the raw card when the card was typed in a browser. `card.reusable: true` keeps the card on file; `card: {id, cvv?}` charges a card on file of the same customer (404 on `card.id` otherwise).',
  body: {
    schema: createTransactionSchema,
    examples: {
      card: {
        summary: "Credit card (sandbox test card 4111 1111 1111 1111: approved)",
        value: ex.createCardTransaction,
      },
      pix: { summary: "Pix", value: ex.createPixTransaction },
      boleto: { summary: "Boleto", value: ex.createBoletoTransaction },
    },
  },
  ok: {
    schema: TransactionSchema,
    description: "The transaction (also when a card is refused).",
    examples: {
      card: { summary: "Card, paid", value: ex.cardTransaction },
      pix: { summary: "Pix, waiting payment", value: ex.pixTransaction },
      boleto: { summary: "Boleto, waiting payment", value: ex.boletoTransaction },
    },
  },
  // invalid_card (Luhn), invalid_card_hash, invalid_recipient and invalid_split (splits); 404: a
  // card.id that is not one of this customer's cards on file
  errors: [404, 422],
});

addOperation(registry, {
  method: "get",
  path,
  operationId: "getTransaction",
  tag,
  params,
  summary: "Get a transaction",
  description:
    "The transaction as JSON; with `Accept: application/pdf` (ranked above `application/json`), its payment receipt (comprovante) as a PDF instead: the company, amounts, fees and net, the payer's name and masked document, the card's brand and last four digits with the authorization code, TID and NSU, the Pix end-to-end id or the boleto's nosso número and digitable line, the refunds, and a verification address (`PUBLIC_BASE_URL/verify/{code}`) that confirms the receipt without showing more than its issuer, amount, date and status.",
  ok: { ...transaction("The transaction (JSON), or its receipt (PDF, `Content-Disposition: inline`)."), pdf: true },
});

for (const [suffix, operationId] of [
  ["refund", "refundTransaction"],
  ["refunds", "createRefund"],
] as const)
  addOperation(registry, {
    method: "post",
    path: `${path}/${suffix}`,
    operationId,
    tag,
    params,
    summary: suffix === "refund" ? "Refund a transaction" : "Refund a transaction (plural alias)",
    description:
      "Refunds `amount` cents, or everything still refundable when `amount` is left out, and answers the Refund created (seed spec), not the Transaction: `GET` the transaction for its new `status` and `refundedAmount`. Partial refunds keep `paid` and raise `refundedAmount`; the last one makes it `refunded`. The sum of refunds never exceeds the paid amount, even under concurrent requests. `/refund` and `/refunds` are the same operation.",
    body: { schema: refundSchema, required: false, example: { amount: 2500 } },
    ok: { schema: RefundSchema, description: "The refund.", example: ex.refund },
    // refund_exceeds_available, invalid_amount, invalid_state (not paid)
    errors: [422],
  });

addOperation(registry, {
  method: "post",
  path: `${path}/due-date`,
  operationId: "changeBoletoDueDate",
  tag,
  params: pathId("transactionId", "Transaction id"),
  summary: "Change a boleto's due date",
  description:
    "A waiting boleto gets a new due date, from tomorrow to 60 days from today (São Paulo). Its nosso número stays; its barcode and digitable line follow the new date; the bank hears it in the next remessa (movement 06), or registers it with the new date if its registration has not been sent yet. 422 `invalid_state` for a transaction that is not a waiting boleto, a rejected or written-off one, or a boleto híbrido (its Pix keeps the date); 400 for a date out of range or before its discount's date. Takes `Idempotency-Key`.",
  body: { schema: changeDueDateSchema, example: { dueDate: "2026-06-10" } },
  ok: { schema: TransactionSchema, description: "The transaction.", example: ex.boletoTransaction },
  errors: [404, 422],
});

addOperation(registry, {
  method: "post",
  path: `${path}/capture`,
  operationId: "captureTransaction",
  tag,
  params,
  summary: "Capture an authorized card payment",
  description:
    "A card paid with `capture: false` is `authorized`: the acquirer holds the amount. This captures all of it, or `amount` cents (once; the rest of the authorization is released), and answers the Transaction, now `paid`: `paidAmount` is what was captured, and fee, splits and payables follow it. Takes `Idempotency-Key`. 422 `invalid_state` when it is not authorized, `invalid_amount` above the authorized amount, `capture_refused` when the acquirer refuses; 503 `rail_unavailable` when it does not answer (nothing changed, retry).",
  body: { schema: captureSchema, required: false, example: { amount: 8000 } },
  ok: transaction("The transaction, paid.", ex.cardTransaction),
  errors: [422],
});

addOperation(registry, {
  method: "post",
  path: `${path}/cancel`,
  operationId: "cancelTransaction",
  tag,
  params,
  summary: "Cancel an authorized card payment or a waiting boleto",
  description:
    "A card payment: voids the authorization at the acquirer; the payer's limit is released and the Transaction, answered, is `canceled`. An authorization nobody captures within `CARD_AUTH_CAPTURE_DAYS` (5 by default) is voided by the card sweep. A boleto still `waiting_payment`: the Transaction is `canceled` (reason `canceled_by_merchant`), the boleto is written off at its bank in the next remessa (movement 02; a boleto whose registration has not been sent yet is simply never sent), and a boleto híbrido's Pix (its cobv) is removed at the PSP first. Takes `Idempotency-Key`. 422 `invalid_state` for anything else: a card not authorized, a boleto paid or partially paid (refund it instead), a transaction already canceled.",
  ok: transaction("The transaction, canceled.", {
    ...ex.cardTransaction,
    status: "canceled",
    paidAmount: 0,
    paidAt: null,
  }),
  errors: [422],
});

for (const method of ["put", "patch"] as const)
  addOperation(registry, {
    method,
    path: `${path}/delivery`,
    operationId: method === "put" ? "updateDelivery" : "patchDelivery",
    tag,
    params,
    summary: "Update the delivery status",
    description:
      "Shipping progress of a paid transaction (`waiting` → `in_transit` → `delivered`) and its tracking code; emits `transaction.delivery_updated`. PUT and PATCH are the same partial update.",
    body: { schema: updateDeliverySchema, example: { status: "in_transit", trackingCode: "BR123456789BR" } },
    ok: transaction("The transaction with its delivery.", {
      ...ex.cardTransaction,
      traceable: true,
      delivery: { status: "in_transit", trackingCode: "BR123456789BR" },
    }),
    // invalid_state: nothing to deliver (refused, refunded, unpaid…)
    errors: [422],
  });

// Sandbox simulation: what the payer, the bank or the card holder would do.
const sandbox = "Sandbox";
const sandboxOnly =
  "Sandbox mode only (the default); in production mode (`COLMEIA_MODE=production`) this path answers 404.";

addOperation(registry, {
  method: "post",
  path: `${path}/sandbox/pay`,
  operationId: "sandboxPayTransaction",
  tag: sandbox,
  params,
  summary: "Pay a waiting Pix or boleto",
  description: `The payer pays; \`amount\` below a boleto's amount makes it \`partially_paid\`. A paid Pix gets \`pix.end2EndId\`. ${sandboxOnly}`,
  body: { schema: sandboxPaySchema, required: false, example: {} },
  ok: transaction("The paid transaction.", {
    ...ex.pixTransaction,
    status: "paid",
    paidAt: "2026-03-14T13:52:00.000Z",
    pix: { ...ex.pixTransaction.pix, end2EndId: "E00000000202603141352ABCDEFGHJKL" },
  }),
  errors: [422],
});

addOperation(registry, {
  method: "post",
  path: `${path}/sandbox/expire`,
  operationId: "sandboxExpireTransaction",
  tag: sandbox,
  params,
  summary: "Expire a waiting Pix or boleto",
  description: `The due date passes unpaid: the transaction becomes \`canceled\`. ${sandboxOnly}`,
  ok: transaction("The canceled transaction.", { ...ex.boletoTransaction, status: "canceled" }),
  errors: [422],
});

addOperation(registry, {
  method: "post",
  path: `${path}/sandbox/dispute`,
  operationId: "sandboxDisputeTransaction",
  tag: sandbox,
  params,
  summary: "Open a dispute on a paid transaction",
  description: `The payer disputes a \`paid\` transaction of any method (a card chargeback dispute, a Pix MED, a contested boleto): it becomes \`in_protest\` (event \`transaction.in_protest\`) and what was not refunded is held at once, debited from the recipients in proportion to their splits. Refunds are refused while the dispute is open. End it with \`win-dispute\` or \`chargeback\`; anything but \`paid\` is 422 \`invalid_state\`. ${sandboxOnly}`,
  ok: transaction("The disputed transaction.", {
    ...ex.pixTransaction,
    status: "in_protest",
    paidAt: "2026-03-14T13:52:00.000Z",
    pix: { ...ex.pixTransaction.pix, end2EndId: "E00000000202603141352ABCDEFGHJKL" },
  }),
  errors: [422],
});

addOperation(registry, {
  method: "post",
  path: `${path}/sandbox/win-dispute`,
  operationId: "sandboxWinDisputeTransaction",
  tag: sandbox,
  params,
  summary: "Win the dispute of an in_protest transaction",
  description: `The merchant wins: the transaction is \`paid\` again (event \`transaction.dispute_won\`, not a second \`transaction.paid\`) and the held amount goes back to the same recipients, in the same proportions. Anything but \`in_protest\` is 422 \`invalid_state\`. ${sandboxOnly}`,
  ok: transaction("The transaction, paid again.", { ...ex.cardTransaction, status: "paid" }),
  errors: [422],
});

addOperation(registry, {
  method: "post",
  path: `${path}/sandbox/chargeback`,
  operationId: "sandboxChargebackTransaction",
  tag: sandbox,
  params,
  summary: "Charge back a paid or disputed transaction",
  description: `The dispute is lost, for any payment method: \`chargedback\` (event \`transaction.chargedback\`). From \`paid\` what was not refunded is debited from the recipients now; from \`in_protest\` it was held when the dispute opened, so nothing more is debited. The fee is kept. Any other status is 422 \`invalid_state\`. ${sandboxOnly}`,
  ok: transaction("The charged-back transaction.", { ...ex.cardTransaction, status: "chargedback" }),
  errors: [422],
});
