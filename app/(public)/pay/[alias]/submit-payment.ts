import { onlyDigits } from "@/lib/formats/documents";
import { type CheckoutFormValues, parseExpiry } from "@/lib/schemas/checkout-form";

export type PaymentRequestError = {
  status: number;
  code: string;
  message: string;
  issues: { path: string; message: string }[];
};

export class CheckoutRequestError extends Error {
  constructor(readonly info: PaymentRequestError) {
    super(info.message);
    this.name = "CheckoutRequestError";
  }
}

async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify(body),
      credentials: "omit",
      cache: "no-store",
    });
  } catch {
    throw new CheckoutRequestError({ status: 0, code: "network_error", message: "network error", issues: [] });
  }
  const json = (await res.json().catch(() => null)) as {
    code?: string;
    message?: string;
    details?: { issues?: { path: string; message: string }[] };
  } | null;
  if (!res.ok)
    throw new CheckoutRequestError({
      status: res.status,
      code: json?.code ?? "http_error",
      message: json?.message ?? `HTTP ${res.status}`,
      issues: json?.details?.issues ?? [],
    });
  return json as T;
}

function payer(v: CheckoutFormValues, fields: { requestPhone: boolean; requestAddress: boolean }) {
  const doc = onlyDigits(v.document);
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    document: { number: doc, type: doc.length === 14 ? "cnpj" : "cpf" },
    ...(fields.requestPhone && { phone: onlyDigits(v.phone) }),
    ...(fields.requestAddress && {
      address: {
        zipCode: onlyDigits(v.zipCode),
        street: v.street.trim(),
        streetNumber: v.streetNumber.trim(),
        complement: v.complement.trim() || undefined,
        neighborhood: v.neighborhood.trim(),
        city: v.city.trim(),
        state: v.state,
        country: "BR",
      },
    }),
  };
}

// Card data goes only to /v1/card-hashes (with the public key), and what the payment endpoint
// receives is the one-time hash: the raw number never travels with the payer's other data.
export async function submitPayment(opts: {
  alias: string;
  publicKey: string;
  values: CheckoutFormValues;
  quantity: number;
  requestPhone: boolean;
  requestAddress: boolean;
  offerSaveCard: boolean;
}): Promise<{ secureId: string }> {
  const { values: v } = opts;
  let card: { hash: string; reusable?: true } | undefined;
  if (v.paymentMethod === "credit_card") {
    const expiry = parseExpiry(v.cardExpiry)!;
    const { hash } = await postJson<{ hash: string }>(
      "/v1/card-hashes",
      {
        number: onlyDigits(v.cardNumber),
        holderName: v.cardHolder.trim(),
        expirationMonth: expiry.month,
        expirationYear: expiry.year,
        cvv: v.cardCvv,
      },
      { "x-public-key": opts.publicKey },
    );
    card = { hash, ...(opts.offerSaveCard && v.saveCard && { reusable: true as const }) };
  }
  return postJson<{ secureId: string }>(`/api/public/payment-links/${encodeURIComponent(opts.alias)}/transactions`, {
    paymentMethod: v.paymentMethod,
    ...(opts.quantity > 1 && { quantity: opts.quantity }),
    ...(card && { card, installments: Number(v.installments) }),
    customer: payer(v, opts),
  });
}

const FIELD_BY_PATH: Record<string, keyof CheckoutFormValues> = {
  "customer.name": "name",
  "customer.email": "email",
  "customer.document.number": "document",
  "customer.document": "document",
  "customer.phone": "phone",
  "customer.address.zipCode": "zipCode",
  "customer.address.street": "street",
  "customer.address.streetNumber": "streetNumber",
  "customer.address.neighborhood": "neighborhood",
  "customer.address.city": "city",
  "customer.address.state": "state",
  installments: "installments",
  number: "cardNumber",
  holderName: "cardHolder",
  expirationMonth: "cardExpiry",
  expirationYear: "cardExpiry",
  cvv: "cardCvv",
};

/** Server validation issues mapped back onto the form's fields. */
export function fieldErrors(error: PaymentRequestError): { field: keyof CheckoutFormValues; message: string }[] {
  return error.issues.flatMap((i) =>
    FIELD_BY_PATH[i.path] ? [{ field: FIELD_BY_PATH[i.path], message: "Confira este campo" }] : [],
  );
}
