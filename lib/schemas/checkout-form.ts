import { z } from "zod";

import { isValidCnpj, isValidCpf, onlyDigits } from "@/lib/formats/documents";
import { isLuhnValid } from "@/lib/formats/luhn";

import { fullCardYear } from "./common";
import type { PaymentLinkSettings } from "./payment-links";
import { paymentMethods } from "./transactions";

// The payer's form on /pay/{alias}, in pt-BR. Values stay the masked strings the payer typed;
// toPayRequest turns them into the API bodies. Which fields are required depends on the link.

export const BRAZIL_STATES = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;

const REQUIRED = "Campo obrigatório";

export const checkoutFormSchema = z.object({
  paymentMethod: z.enum(paymentMethods),
  name: z.string().trim().min(3, "Informe o nome completo").max(255),
  email: z.string().trim().max(255).pipe(z.email("E-mail inválido")),
  document: z.string(),
  phone: z.string(),
  zipCode: z.string(),
  street: z.string().max(255),
  streetNumber: z.string().max(20),
  complement: z.string().max(255),
  neighborhood: z.string().max(255),
  city: z.string().max(255),
  state: z.string(),
  cardNumber: z.string(),
  cardHolder: z.string(),
  cardExpiry: z.string(),
  cardCvv: z.string(),
  installments: z.string(),
  // keep the card on file, where the link offers it (settings.card.saveCard)
  saveCard: z.boolean(),
});

export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;

type Ctx = z.RefinementCtx;
const fail = (ctx: Ctx, path: keyof CheckoutFormValues, message: string) =>
  ctx.addIssue({ code: "custom", path: [path], message });

/** MM/AA (or MM/AAAA) → month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = fullCardYear(Number(m[2]));
  return month >= 1 && month <= 12 ? { month, year } : null;
}

function checkCard(v: CheckoutFormValues, ctx: Ctx, maxInstallments: number, now: Date) {
  if (!isLuhnValid(onlyDigits(v.cardNumber))) fail(ctx, "cardNumber", "Número de cartão inválido");
  if (v.cardHolder.trim().length < 2) fail(ctx, "cardHolder", "Informe o nome impresso no cartão");
  const expiry = parseExpiry(v.cardExpiry);
  if (!expiry) fail(ctx, "cardExpiry", "Use o formato MM/AA");
  else if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1)
    fail(ctx, "cardExpiry", "Cartão vencido");
  if (!/^\d{3,4}$/.test(v.cardCvv)) fail(ctx, "cardCvv", "CVV inválido");
  const n = Number(v.installments);
  if (!Number.isInteger(n) || n < 1 || n > maxInstallments) fail(ctx, "installments", "Escolha o número de parcelas");
}

function checkAddress(v: CheckoutFormValues, ctx: Ctx) {
  if (onlyDigits(v.zipCode).length !== 8) fail(ctx, "zipCode", "CEP inválido");
  for (const f of ["street", "streetNumber", "neighborhood", "city"] as const) if (!v[f].trim()) fail(ctx, f, REQUIRED);
  if (!(BRAZIL_STATES as readonly string[]).includes(v.state)) fail(ctx, "state", "Escolha o estado");
}

/** The form schema for one link: its requested fields and, for cards, its installment limit. */
export function checkoutFormSchemaFor(
  settings: Pick<PaymentLinkSettings, "requestPhone" | "requestAddress" | "card">,
  now = new Date(),
) {
  return checkoutFormSchema.superRefine((v, ctx) => {
    const doc = onlyDigits(v.document);
    if (!(doc.length === 11 ? isValidCpf(doc) : doc.length === 14 && isValidCnpj(doc)))
      fail(ctx, "document", "CPF ou CNPJ inválido");
    if (settings.requestPhone) {
      const phone = onlyDigits(v.phone);
      if (phone.length < 10 || phone.length > 11) fail(ctx, "phone", "Telefone inválido: DDD + número");
    }
    if (settings.requestAddress) checkAddress(v, ctx);
    if (v.paymentMethod === "credit_card") checkCard(v, ctx, settings.card.maxInstallments, now);
  });
}

export const emptyCheckoutForm = (paymentMethod: CheckoutFormValues["paymentMethod"]): CheckoutFormValues => ({
  paymentMethod,
  name: "",
  email: "",
  document: "",
  phone: "",
  zipCode: "",
  street: "",
  streetNumber: "",
  complement: "",
  neighborhood: "",
  city: "",
  state: "",
  cardNumber: "",
  cardHolder: "",
  cardExpiry: "",
  cardCvv: "",
  installments: "1",
  saveCard: false,
});

// Input masks: applied on every keystroke, so what the payer sees is what they will be checked on.
export function maskDocument(value: string): string {
  const d = onlyDigits(value).slice(0, 14);
  if (d.length <= 11)
    return d
      .replace(/^(\d{3})(\d)/, "$1.$2")
      .replace(/^(\d{3})\.(\d{3})(\d)/, "$1.$2.$3")
      .replace(/\.(\d{3})(\d{1,2})$/, ".$1-$2");
  return d.replace(
    /^(\d{2})(\d{3})(\d{3})(\d{4})(\d{0,2}).*/,
    (_, a, b, c, e, f) => `${a}.${b}.${c}/${e}${f ? `-${f}` : ""}`,
  );
}

export function maskPhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 2) return d ? `(${d}` : "";
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

export function maskCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

export function maskCardNumber(value: string): string {
  return onlyDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

export function maskExpiry(value: string): string {
  const d = onlyDigits(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}
