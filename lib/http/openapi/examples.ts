import "server-only";

import { computeFee, spreadPercent } from "@/lib/domain/pricing/fees";
import { buildBoleto } from "@/lib/formats/boleto";
import { buildPixBrCode } from "@/lib/formats/pix-brcode";

// Examples of the reference, in a Brazilian store's terms: a valid CPF, BRL cents, the sandbox's
// approved test card, and Pix/boleto codes built by the same code the sandbox acquirer uses.
// lib/http/openapi/contract.test.ts checks every example against the schema it illustrates.

export const CPF = "52998224725";
export const CNPJ = "11222333000181";
const AT = "2026-03-14T13:45:00.000Z";
const LATER = "2026-03-14T13:47:12.000Z";
const BASE = "https://pagamentos.loja.com.br";

export const address = {
  street: "Avenida Paulista",
  streetNumber: "1000",
  complement: "Conjunto 101",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  state: "SP",
  zipCode: "01310100",
  country: "BR",
};

export const metadata = {
  provider: "loja-virtual",
  user_email: "contato@lojadamaria.com.br",
  order_id: "PED-1042",
  checkout_url: "https://lojadamaria.com.br/checkout",
  shop_url: "https://lojadamaria.com.br",
};

const customerInput = {
  name: "Maria da Silva",
  email: "maria.silva@example.com",
  document: { number: CPF, type: "cpf" },
  phone: "11987654321",
};
export const customerRequest = { ...customerInput, birthdate: "1990-05-17", address };
export const customer = {
  id: 301,
  ...customerInput,
  externalRef: null,
  birthdate: "1990-05-17",
  address,
  createdAt: AT,
};

const items = [{ title: "Camiseta Colmeia", unitPrice: 5000, quantity: 2, tangible: true }];

export const createCardTransaction = {
  amount: 10000,
  paymentMethod: "credit_card",
  installments: 1,
  card: {
    number: "4111111111111111",
    holderName: "MARIA DA SILVA",
    expirationMonth: 12,
    expirationYear: 2030,
    cvv: "123",
  },
  customer: customerRequest,
  items,
  metadata,
  postbackUrl: "https://lojadamaria.com.br/webhooks/colmeia",
};
export const createPixTransaction = {
  amount: 10000,
  paymentMethod: "pix",
  pix: { expiresInSeconds: 3600 },
  customer: customerInput,
  items,
  metadata,
};
export const createBoletoTransaction = {
  amount: 10000,
  paymentMethod: "boleto",
  boleto: { expiresInDays: 3 },
  customer: customerInput,
  items,
  metadata,
};

const secureId = "Q7vN2kT8pL4mX9rB6sD1fH3jW5yZ0c";
const feeFor = (paymentMethod: "credit_card" | "pix" | "boleto", amount = 10000) => {
  const fee = computeFee({ paymentMethod, amount, installments: 1 });
  return { ...fee, spreadPercentage: spreadPercent(fee.spreadPercentage), spreadBasisPoints: fee.spreadPercentage };
};

const baseTransaction = {
  id: 1290,
  amount: 10000,
  refundedAmount: 0,
  paidAmount: 10000,
  authorizedAmount: null,
  companyId: 7,
  installments: 1,
  postbackUrl: null,
  metadata,
  traceable: false,
  secureId,
  secureUrl: `${BASE}/checkout/${secureId}`,
  createdAt: AT,
  updatedAt: AT,
  ip: null,
  externalRef: null,
  customer,
  address: null,
  card: null,
  boleto: null,
  pix: null,
  shipping: null,
  delivery: null,
  refusedReason: null,
  acquirerName: null,
  acquirerResponseCode: null,
  acquirerResponseMessage: null,
  tid: null,
  nsu: null,
  authorizationCode: null,
  items: items.map((i) => ({ ...i, externalRef: null })),
  splits: [{ recipientId: 12, amount: 10000, netAmount: 9562, chargeProcessingFee: true }],
  refunds: [],
};

export const cardTransaction = {
  ...baseTransaction,
  paymentMethod: "credit_card",
  status: "paid",
  paidAt: AT,
  postbackUrl: createCardTransaction.postbackUrl,
  card: {
    id: 88,
    brand: "visa",
    firstDigits: "411111",
    lastDigits: "1111",
    holderName: "MARIA DA SILVA",
    expirationMonth: 12,
    expirationYear: 2030,
    reusable: false,
    createdAt: AT,
  },
  authorizedAmount: 10000,
  acquirerName: "cielo",
  acquirerResponseCode: "6",
  acquirerResponseMessage: "Operation Successful",
  tid: "0305020554239",
  nsu: "123456",
  authorizationCode: "654321",
  fee: feeFor("credit_card"),
};

export const pixTransaction = {
  ...baseTransaction,
  id: 1291,
  paymentMethod: "pix",
  status: "waiting_payment",
  paidAt: null,
  paidAmount: 0,
  pix: {
    qrcode: buildPixBrCode({
      key: "pix+7@sandbox.colmeia.dev",
      merchantName: "LOJA DA MARIA",
      merchantCity: "SAO PAULO",
      amountCents: 10000,
      txid: secureId,
    }),
    expirationDate: "2026-03-14T14:45:00.000Z",
  },
  splits: [{ recipientId: 12, amount: 10000, netAmount: 9901, chargeProcessingFee: true }],
  fee: feeFor("pix"),
};

export const boletoTransaction = {
  ...baseTransaction,
  id: 1292,
  paymentMethod: "boleto",
  status: "waiting_payment",
  paidAt: null,
  paidAmount: 0,
  boleto: {
    ...buildBoleto({
      bankCode: "001",
      amountCents: 10000,
      dueDate: new Date("2026-03-17T00:00:00Z"),
      freeField: "0000001234567890123456789",
    }),
    expirationDate: "2026-03-17",
    instructions: "Não receber após o vencimento.",
    url: `${BASE}/checkout/${secureId}/boleto`,
  },
  splits: [{ recipientId: 12, amount: 10000, netAmount: 9651, chargeProcessingFee: true }],
  fee: feeFor("boleto"),
};

export const refund = { id: 55, amount: 2500, createdAt: LATER };

const holder = { legalName: "Maria da Silva", documentNumber: CPF, documentType: "cpf" };
export const recipientBankAccountRequest = {
  bankCode: "341",
  agencyNumber: "1234",
  accountNumber: "56789",
  accountDigit: "0",
  type: "conta_corrente",
  ...holder,
};
export const recipientBankAccount = {
  id: 40,
  recipientId: 12,
  ...recipientBankAccountRequest,
  agencyDigit: null,
  thirdParty: false,
  usableAfter: AT,
  confirmedAt: null,
  createdAt: AT,
};
export const bankAccountRequest = {
  recipientId: 12,
  bankCode: "341",
  agency: "1234",
  accountNumber: "56789",
  accountDigit: "0",
  accountType: "checking",
  holderName: "Maria da Silva",
  holderDocument: CPF,
};
export const bankAccount = {
  id: 41,
  ...bankAccountRequest,
  agencyDigit: null,
  holderDocumentType: "cpf",
  thirdParty: false,
  usableAfter: AT,
  confirmedAt: null,
  createdAt: AT,
};
export const pixKey = {
  id: 9,
  recipientId: 12,
  type: "email",
  key: "maria@example.com",
  usableAfter: AT,
  requiresConfirmation: false,
  confirmedAt: null,
  createdAt: AT,
};
export const payoutDestinationMessage = {
  id: 4831,
  type: "payout_destination",
  objectId: 9,
  url: "https://loja.example.com/webhooks/colmeia",
  event: "payout_destination.created",
  createdAt: AT,
  data: { kind: "pix_key", ...pixKey },
};

const transferSettings = {
  transferEnabled: true,
  automaticAnticipationEnabled: false,
  anticipatableVolumePercentage: 0,
  transferInterval: "weekly" as const,
  transferDay: 3,
  transferMinimumAmount: 10000,
};
export const recipientRequest = {
  legalName: "Maria da Silva",
  email: "maria.silva@example.com",
  document: { number: CPF, type: "cpf" },
  transferSettings,
  bankAccount: recipientBankAccountRequest,
};
export const recipient = {
  id: 12,
  companyId: 7,
  tenantId: 7,
  legalName: "Maria da Silva",
  email: "maria.silva@example.com",
  document: { number: CPF, type: "cpf" },
  transferSettings: { ...transferSettings, nextAutomaticTransferOn: "2026-03-18" },
  bankAccount: recipientBankAccount,
  isDefault: false,
  balance: { available: 152000, waitingFunds: 48990, inTransit: 25000, transferred: 300000, debt: 0 },
  createdAt: AT,
  updatedAt: AT,
};

export const balance = {
  recipientId: 12,
  available: 152000,
  waitingFunds: 48990,
  inTransit: 25000,
  transferred: 300000,
  debt: 0,
};

export const transferRequest = {
  recipientId: 12,
  amount: 50000,
  description: "Repasse de março",
  externalRef: "repasse-2026-03",
  bankAccount: {
    bankCode: "341",
    agencyNumber: "1234",
    accountNumber: "56789",
    accountDigit: "0",
    type: "conta_corrente",
    legalName: "Maria da Silva",
    documentNumber: CPF,
    documentType: "cpf",
  },
};
export const transfer = {
  id: 77,
  companyId: 7,
  recipientId: 12,
  amount: 50000,
  fee: 0,
  type: "bank_account",
  status: "processing",
  description: "Repasse de março",
  bankAccountId: recipientBankAccount.id,
  bankAccount: recipientBankAccount,
  pixKey: null,
  externalRef: "repasse-2026-03",
  metadata: null,
  postbackUrl: null,
  failReason: null,
  bankAuthentication: null,
  transferredAt: null,
  createdAt: AT,
  updatedAt: AT,
};

export const companyDetails = {
  averageRevenue: 5000000,
  averageTicket: 8990,
  physicalProducts: true,
  productsDescription: "Mel, própolis e cestas de presente",
  siteUrl: "https://lojadamaria.example",
  phone: "11987654321",
  email: "contato@lojadamaria.example",
  intentionToSell: true,
  intentionToUseReferral: false,
};
export const company = {
  id: 7,
  legalName: "Loja da Maria Comércio Ltda",
  tradeName: "Loja da Maria",
  documentNumber: CNPJ,
  address,
  invoiceDescriptor: "LOJADAMARIA",
  details: companyDetails,
  requireTwoFactor: false,
  publicKey: "pk_test_5f8a1c2e9b7d4a6f",
  sandbox: true,
  createdAt: AT,
};
export const updateCompanyRequest = {
  invoiceDescriptor: "LOJADAMARIA",
  details: { averageTicket: 8990, siteUrl: "https://lojadamaria.example" },
  address: { streetNumber: "1010" },
};

const settings = {
  defaultPaymentMethod: "pix",
  requestAddress: false,
  requestPhone: true,
  requestDocument: true,
  traceable: false,
  boleto: { enabled: true, expiresInDays: 3 },
  pix: { enabled: true, expiresInDays: 1 },
  card: { enabled: true, freeInstallments: 3, maxInstallments: 6, interestPaidByPayer: true, saveCard: false },
};
export const paymentLinkRequest = {
  title: "Cesta de mel orgânico",
  amount: 8990,
  alias: "Cesta-de-Mel",
  settings: {
    defaultPaymentMethod: "pix",
    card: { freeInstallments: 3, maxInstallments: 6, interestPaidByPayer: true },
  },
  description: "Mel silvestre de florada nativa, pote de vidro de 500 g.",
  maxQuantity: 5,
  maxPayments: 200,
  redirectUrl: "https://lojadamaria.com.br/obrigado",
};
export const paymentLink = {
  id: 9,
  companyId: 7,
  alias: "Cesta-de-Mel",
  title: "Cesta de mel orgânico",
  amount: 8990,
  status: "active",
  url: `${BASE}/pay/Cesta-de-Mel`,
  settings,
  description: "Mel silvestre de florada nativa, pote de vidro de 500 g.",
  imageUrl: `${BASE}/api/public/payment-link-images/3f6c1f0c8a0e5b7d2c4a9e1f6b8d0c2e4a6f8b1d3c5e7a9f0b2d4c6e8a0f1b3d.webp`,
  maxQuantity: 5,
  expiresAt: "2026-12-24T23:59:59.000Z",
  maxPayments: 200,
  paymentsLeft: 188,
  redirectUrl: "https://lojadamaria.com.br/obrigado",
  splits: [{ recipientId: 12, percentage: 10, chargeProcessingFee: false }],
  sales: { count: 12, amount: 107880 },
  createdAt: AT,
  updatedAt: AT,
};

export const cardHashRequest = {
  number: "4111111111111111",
  holderName: "MARIA DA SILVA",
  expirationMonth: 12,
  expirationYear: 2030,
  cvv: "123",
};
export const cardHash = {
  hash: "ch_4cOKsc2t6RdxBwHJHmprLwy1j576Dsigh-xsjlSrmbc",
  expiresAt: "2026-03-14T13:50:00.000Z",
};

const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
export const webhookEndpointRequest = {
  url: "https://lojadamaria.com.br/webhooks/colmeia",
  description: "Pedidos",
  enabledEvents: ["transaction.paid", "transaction.refunded", "transfer.*"],
};
export const webhookEndpoint = {
  id: 3,
  ...webhookEndpointRequest,
  enabled: true,
  secretPrefix: "whsec_MfKQ…",
  consecutiveFailures: 0,
  failingSince: null,
  disabledReason: null,
  disabledAt: null,
  createdAt: AT,
  updatedAt: AT,
};
export const webhookEndpointWithSecret = { ...webhookEndpoint, secret };
export const webhookSecret = { secret, secretPrefix: "whsec_MfKQ…" };

export const webhookDelivery = {
  id: 501,
  eventId: 4812,
  eventType: "transaction.paid",
  objectType: "transaction",
  objectId: 1234,
  endpointId: 3,
  target: "endpoint",
  url: webhookEndpointRequest.url,
  status: "succeeded",
  attemptCount: 1,
  nextAttemptAt: null,
  lastStatusCode: 200,
  createdAt: AT,
  updatedAt: LATER,
};
const attempt = { id: 900, responseStatus: 200, durationMs: 84, error: null, createdAt: LATER };
export const webhookDeliveryListItem = { ...webhookDelivery, attempts: [attempt] };
export const webhookDeliveryDetail = {
  ...webhookDelivery,
  attempts: [
    {
      ...attempt,
      requestHeaders: {
        "content-type": "application/json",
        "webhook-id": "4812",
        "webhook-timestamp": "1773495900",
        "webhook-signature": "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
      },
      requestBody: '{"id":4812,…}',
      responseBody: "ok",
    },
  ],
};

export const event = {
  id: 4812,
  type: "transaction.paid",
  objectType: "transaction",
  objectId: 1290,
  data: cardTransaction,
  createdAt: AT,
  fannedOutAt: AT,
};
export const transactionMessage = {
  id: 4812,
  type: "transaction",
  objectId: 1290,
  url: webhookEndpointRequest.url,
  event: "transaction.paid",
  createdAt: AT,
  data: cardTransaction,
};
export const transferMessage = {
  id: 4830,
  type: "transfer",
  objectId: 77,
  url: webhookEndpointRequest.url,
  event: "transfer.success",
  createdAt: LATER,
  data: { ...transfer, status: "success", transferredAt: LATER, updatedAt: LATER },
};

const ERROR_MESSAGES: Record<string, [string, Record<string, unknown>, string?]> = {
  bad_request: [
    "Invalid request body",
    { issues: [{ path: "customer.document.number", message: "is not a valid CPF" }] },
  ],
  unauthorized: ["Invalid API key", {}],
  forbidden: ["This action needs the admin role", {}],
  not_found: ["transaction not found", {}, "transaction"],
  method_not_allowed: ["Method DELETE is not allowed on /v1/transactions", { allowed: ["GET", "POST"] }],
  idempotency_conflict: [
    "A request with this Idempotency-Key is in progress; retry shortly",
    { key: "7c0b2f6e-4f5a-4d8e-9a51-3c2d1e0f9b84" },
  ],
  payload_too_large: ["Request body is larger than 1 MB", {}],
  unprocessable_entity: ['The alias "cesta-de-mel" is already in use', { field: "alias", alias: "cesta-de-mel" }],
  rate_limited: ["Rate limit of 6000 requests per minute exceeded", { limit: 6000, retryAfterSeconds: 12 }],
  internal_error: ["Internal error", { requestId: "req_3f9c2a7b1d4e6f80" }],
};

export function errorExample(code: string | undefined) {
  const [message, details, resource] = ERROR_MESSAGES[code ?? ""] ?? ["Error", {}];
  return { message, code, details, ...(resource && { resource }) };
}
