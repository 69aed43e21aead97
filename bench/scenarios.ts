// The benchmarked requests (bench/prepare.ts explains the page query of each list).
export const createBody = () => ({
  amount: 12990,
  paymentMethod: "credit_card",
  installments: 1,
  card: { number: "4111111111111111", holderName: "BENCH", expirationMonth: 12, expirationYear: 2030, cvv: "123" },
  customer: {
    name: "Cliente Bench",
    email: "cliente-bench@example.com",
    document: { number: "52998224725", type: "cpf" },
  },
  items: [{ title: "Produto", unitPrice: 12990, quantity: 1, tangible: true }],
  metadata: {
    provider: "bench",
    user_email: "loja@example.com",
    order_id: "1",
    checkout_url: "https://loja",
    shop_url: "https://loja",
  },
});

// A Pix charge: issued at the PSP (bench/psp-process.ts) through the api-pix connector, then stored.
export const pixBody = () => {
  const { card: _card, installments: _installments, ...rest } = createBody();
  return { ...rest, paymentMethod: "pix", pix: { expiresInSeconds: 3600 } };
};

const day = 86_400_000;
const from = new Date(Date.now() - 14 * day).toISOString();
const to = new Date(Date.now() - 7 * day).toISOString();

// `idempotent`: every request carries a fresh Idempotency-Key (claimed, then the answer stored).
export type Scenario = {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: () => object;
  idempotent?: boolean;
};

export const scenarios: Scenario[] = [
  { name: "ceiling: constant JSON route", method: "GET", path: "/api/ping" },
  { name: "create card (approved)", method: "POST", path: "/v1/transactions", body: createBody },
  {
    name: "create card with Idempotency-Key",
    method: "POST",
    path: "/v1/transactions",
    body: createBody,
    idempotent: true,
  },
  { name: "create pix (charge at the PSP process)", method: "POST", path: "/v1/transactions", body: pixBody },
  { name: "list status=paid", method: "GET", path: "/v1/transactions?status=paid" },
  { name: "list paymentMethods=pix,boleto", method: "GET", path: "/v1/transactions?paymentMethods=pix,boleto" },
  { name: "list email=", method: "GET", path: "/v1/transactions?email=cliente42@bench.example.com" },
  {
    name: "list createdFrom..createdTo (7 days)",
    method: "GET",
    path: `/v1/transactions?createdFrom=${from}&createdTo=${to}`,
  },
];
