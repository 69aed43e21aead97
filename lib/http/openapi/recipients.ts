import "server-only";

import { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";

import {
  AvailableBalanceSchema,
  BalanceOperationSchema,
  balanceQuerySchema,
  BalanceSchema,
  exportBalanceOperationsQuerySchema,
  listBalanceOperationsQuerySchema,
} from "@/lib/schemas/balance";
import {
  BankAccountSchema,
  createBankAccountSchema,
  listBankAccountsQuerySchema,
  RecipientBankAccountSchema,
  recipientBankAccountSchema,
} from "@/lib/schemas/bank-accounts";
import { createPixKeySchema, listPixKeysQuerySchema, PixKeySchema } from "@/lib/schemas/pix-keys";
import {
  createRecipientSchema,
  listRecipientsQuerySchema,
  RecipientSchema,
  updateRecipientSchema,
} from "@/lib/schemas/recipients";

import * as ex from "./examples";
import { addCsvExport, addOperation, pathId, pathIds } from "./shared";

// Recipients, their bank accounts (two spellings, see lib/schemas/bank-accounts.ts) and balances.
export const registry = new OpenAPIRegistry();

const tag = "Recipients";
const params = pathId("recipientId", "Recipient id");
const recipient = (description: string) => ({ schema: RecipientSchema, description, example: ex.recipient });

addOperation(registry, {
  method: "get",
  path: "/v1/recipients",
  operationId: "listRecipients",
  tag,
  summary: "List recipients",
  description: "Newest first, with their balances; the company's own recipient (`isDefault`) is among them.",
  query: listRecipientsQuerySchema,
  ok: { ...recipient("The page, as a bare array."), list: true },
});

addOperation(registry, {
  method: "post",
  path: "/v1/recipients",
  operationId: "createRecipient",
  tag,
  summary: "Create a recipient",
  description:
    "A receiver of splits and transfers, with its bank account. `legalName` has at most 50 characters; `document` is a CPF or CNPJ (type inferred from the length when left out).",
  body: { schema: createRecipientSchema, example: ex.recipientRequest },
  ok: recipient("The recipient."),
});

addOperation(registry, {
  method: "get",
  path: "/v1/recipients/{recipientId}",
  operationId: "getRecipient",
  tag,
  params,
  summary: "Get a recipient",
  ok: recipient("The recipient, with its balance."),
});

for (const method of ["put", "patch"] as const)
  addOperation(registry, {
    method,
    path: "/v1/recipients/{recipientId}",
    operationId: method === "put" ? "updateRecipient" : "patchRecipient",
    tag,
    params,
    summary: "Update a recipient",
    description:
      "Changes the fields sent (PUT and PATCH are the same partial update; `email: null` removes the e-mail). A `bankAccount` is added as the recipient's latest account, the one transfers use; the document cannot change (422 `invalid_state`).",
    body: {
      schema: updateRecipientSchema,
      example: { legalName: "Maria da Silva ME", transferSettings: { transferEnabled: false } },
    },
    ok: recipient("The updated recipient."),
    errors: [422],
  });

addOperation(registry, {
  method: "get",
  path: "/v1/recipients/{recipientId}/bank-accounts",
  operationId: "listRecipientBankAccounts",
  tag,
  params,
  summary: "List a recipient's bank accounts",
  description: "Latest first: the first one is the account transfers use by default.",
  query: listBankAccountsQuerySchema,
  ok: {
    schema: RecipientBankAccountSchema,
    description: "The page, as a bare array.",
    example: ex.recipientBankAccount,
    list: true,
  },
});

addOperation(registry, {
  method: "post",
  path: "/v1/recipients/{recipientId}/bank-accounts",
  operationId: "createRecipientBankAccount",
  tag,
  params,
  summary: "Add a bank account to a recipient",
  description:
    "Recipient spelling (`agencyNumber`, `type: conta_corrente`…). The holder defaults to the recipient. The new account becomes the latest.",
  body: { schema: recipientBankAccountSchema, example: ex.recipientBankAccountRequest },
  ok: { schema: RecipientBankAccountSchema, description: "The bank account.", example: ex.recipientBankAccount },
});

addOperation(registry, {
  method: "get",
  path: "/v1/recipients/{recipientId}/bank-accounts/{bankAccountId}",
  operationId: "getRecipientBankAccount",
  tag,
  params: pathIds(["recipientId", "Recipient id"], ["bankAccountId", "Bank account id"]),
  summary: "Get a recipient's bank account",
  ok: { schema: RecipientBankAccountSchema, description: "The bank account.", example: ex.recipientBankAccount },
});

addOperation(registry, {
  method: "post",
  path: "/v1/bank-accounts",
  operationId: "createBankAccount",
  tag,
  summary: "Add a bank account",
  description:
    "Standalone spelling (`agency`, `accountType: checking | savings | payment`, `holderName`…). Goes to `recipientId`, by default the company's own recipient.",
  body: { schema: createBankAccountSchema, example: ex.bankAccountRequest },
  ok: { schema: BankAccountSchema, description: "The bank account.", example: ex.bankAccount },
  // recipientId of another company or unknown
  errors: [404],
});

const destinationIds = (name: string, description: string) =>
  pathIds(["recipientId", "Recipient id"], [name, description]);
const ownerOnly =
  "Only an owner signed in to the dashboard (its session cookie) may call this: an API key gets 403, so a leaked key cannot hurry a new destination through its cooldown.";

addOperation(registry, {
  method: "post",
  path: "/v1/recipients/{recipientId}/bank-accounts/{bankAccountId}/confirm",
  operationId: "confirmRecipientBankAccount",
  tag,
  params: destinationIds("bankAccountId", "Bank account id"),
  summary: "Confirm a new bank account",
  description: `Transfers may go to the account at once instead of after its cooldown (\`usableAfter\`). ${ownerOnly}`,
  ok: {
    schema: RecipientBankAccountSchema,
    description: "The bank account, with `confirmedAt`.",
    example: { ...ex.recipientBankAccount, confirmedAt: ex.recipientBankAccount.createdAt },
  },
  errors: [403, 404],
});

addOperation(registry, {
  method: "get",
  path: "/v1/recipients/{recipientId}/pix-keys",
  operationId: "listRecipientPixKeys",
  tag,
  params,
  summary: "List a recipient's Pix keys",
  description: "The keys its transfers have gone or may go to, newest first.",
  query: listPixKeysQuerySchema,
  ok: { schema: PixKeySchema, description: "The page, as a bare array.", example: ex.pixKey, list: true },
});

addOperation(registry, {
  method: "post",
  path: "/v1/recipients/{recipientId}/pix-keys",
  operationId: "createRecipientPixKey",
  tag,
  params,
  summary: "Register a Pix key",
  description:
    "A CPF, CNPJ, e-mail, `+55` phone or random key (EVP), checked by type and stored normalised; the type is read from the shape unless sent. The key's holder must be the recipient (or the holder of one of its bank accounts), else 422 `holder_document_mismatch` and nothing is registered: a CPF or CNPJ key is its holder; an e-mail, phone or random key is looked up through the payout provider's DICT first (a key no account has: 422 `pix_key_not_found`; a provider that does not answer: 503 `rail_unavailable`; the sandbox bank's rule is in docs/rails.md). A key is usable for transfers after `PAYOUT_DESTINATION_COOLDOWN_HOURS`, or once an owner confirms it; one whose holder the payout provider cannot look up (`requiresConfirmation`) only once an owner confirms it (422 `payout_destination_unconfirmed` until then). A transfer to an unregistered key registers it the same way. Registering a stored key answers it unchanged.",
  body: { schema: createPixKeySchema, example: { key: "maria@example.com" } },
  ok: { schema: PixKeySchema, description: "The Pix key.", example: ex.pixKey },
  errors: [404, 422],
});

addOperation(registry, {
  method: "post",
  path: "/v1/recipients/{recipientId}/pix-keys/{pixKeyId}/confirm",
  operationId: "confirmRecipientPixKey",
  tag,
  params: destinationIds("pixKeyId", "Pix key id"),
  summary: "Confirm a new Pix key",
  description: `Transfers may go to the key at once instead of after its cooldown. ${ownerOnly}`,
  ok: {
    schema: PixKeySchema,
    description: "The Pix key, with `confirmedAt`.",
    example: { ...ex.pixKey, confirmedAt: ex.pixKey.createdAt },
  },
  errors: [403, 404],
});

const balanceTag = "Balance";

addOperation(registry, {
  method: "get",
  path: "/v1/balance",
  operationId: "getBalance",
  tag: balanceTag,
  summary: "Get a balance",
  description:
    "The company's own recipient, or `recipientId`. `available` can be transferred now; `waitingFunds` is paid but not yet settled (cards settle in 30 days); `inTransit` is held by transfers the bank has not answered yet (`processing`); `transferred` has left (transfers the bank paid).",
  query: balanceQuerySchema,
  ok: { schema: BalanceSchema, description: "The balance, in cents.", example: ex.balance },
  errors: [404],
});

addOperation(registry, {
  method: "get",
  path: "/v1/balance/available",
  operationId: "getAvailableBalance",
  tag: balanceTag,
  summary: "Get the available balance",
  query: balanceQuerySchema,
  ok: {
    schema: AvailableBalanceSchema,
    description: "What can be transferred now, in cents.",
    example: { amount: ex.balance.available, recipientId: ex.balance.recipientId },
  },
  errors: [404],
});

const balanceOperation = {
  id: 8812,
  recipientId: ex.balance.recipientId,
  type: "payment" as const,
  amount: 10000,
  balanceAfter: ex.balance.available + ex.balance.waitingFunds,
  availableAt: "2026-03-15T12:05:00.000Z",
  createdAt: "2026-03-15T12:05:00.000Z",
  transactionId: 1290,
  refundId: null,
  transferId: null,
  anticipationId: null,
};

addOperation(registry, {
  method: "get",
  path: "/v1/balance/operations",
  operationId: "listBalanceOperations",
  tag: balanceTag,
  summary: "List balance operations (statement)",
  description:
    "Every movement of the recipient's balance (payments, fees, refunds, chargebacks and dispute holds, dispute releases, transfers and their reversals), newest first by `createdAt` (the date the statement shows; equal dates newest `id` first), each with `balanceAfter`: the balance (available + waitingFunds) right after it, a running sum in that same order, so each row's `balanceAfter` minus its `amount` is the next row's. Filters narrow what is shown, never the running balance. Paged by keyset: when more follow, `X-Next-Starting-After` holds the `startingAfter` of the next page.",
  query: listBalanceOperationsQuerySchema,
  ok: {
    schema: BalanceOperationSchema,
    description: "The page, as a bare array.",
    example: balanceOperation,
    list: true,
  },
  errors: [404],
});

addCsvExport(registry, {
  path: "/v1/balance/operations/export.csv",
  operationId: "exportBalanceOperations",
  summary: "Export balance operations as CSV",
  description:
    "The statement with the filters of `GET /v1/balance/operations` (no paging), in the same order (newest `createdAt` first), as CSV for pt-BR spreadsheets: UTF-8 with BOM, `;` between fields, decimal comma, dates in São Paulo, CRLF line ends, one header row.",
  tag: balanceTag,
  query: exportBalanceOperationsQuerySchema,
  errors: [400, 401, 404, 429, 500],
  example:
    "ID;Data;Tipo;Valor (R$);Saldo após (R$);Disponível em;Transação;Estorno;Transferência;Antecipação\r\n8812;15/03/2026 09:05;Pagamento;100,00;2009,90;15/03/2026 09:05;1290;;;\r\n",
});
