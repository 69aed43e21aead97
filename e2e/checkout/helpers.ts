import { type APIRequestContext, expect, type Page } from "@playwright/test";

import type { Merchant } from "../fixtures";
import { randomCpf, uid } from "../support/documents";

export type Link = {
  id: number;
  alias: string;
  url: string;
  title: string;
  amount: number;
  settings: Record<string, unknown>;
};

// Links are made through the merchant API, as a merchant would: no database access from tests.
export async function createLink(merchant: Merchant, body: Record<string, unknown> = {}): Promise<Link> {
  const res = await merchant.api.post("/v1/payment-links", {
    data: { title: `Curso de apicultura ${uid()}`, amount: 15000, ...body },
  });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

export async function publicKeyOf(merchant: Merchant): Promise<string> {
  const res = await merchant.api.get("/v1/company");
  expect(res.status()).toBe(200);
  return (await res.json()).publicKey;
}

/** The hosted page's path (the link URL carries PUBLIC_BASE_URL, which may differ from baseURL). */
export const pathOf = (url: string) => new URL(url).pathname;

export function payer() {
  const id = uid();
  return { name: `Maria ${id}`, email: `maria-${id}@example.com`, cpf: randomCpf() };
}

/** A payer's Pix or boleto on the link, made through its public endpoint (no form): its secureId. */
export async function chargeOnLink(
  request: APIRequestContext,
  link: Link,
  paymentMethod: "pix" | "boleto",
): Promise<string> {
  const p = payer();
  const res = await request.post(`/api/public/payment-links/${link.alias}/transactions`, {
    data: { paymentMethod, customer: { name: p.name, email: p.email, document: { number: p.cpf, type: "cpf" } } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).secureId;
}

/** Counts the hosted page's status polls of one secureId. */
export function countStatusPolls(page: Page, secureId: string): () => number {
  let count = 0;
  page.on("request", (r) => {
    if (r.url().includes(`/api/public/checkout/${secureId}/status`)) count++;
  });
  return () => count;
}

export async function fillPayer(page: Page, p: ReturnType<typeof payer>) {
  await page.getByLabel("Nome completo").fill(p.name);
  await page.getByLabel("E-mail").fill(p.email);
  await page.getByLabel("CPF ou CNPJ").pressSequentially(p.cpf);
}

export async function fillCard(page: Page, number: string, { installments }: { installments?: string } = {}) {
  await page.getByLabel("Número do cartão").pressSequentially(number);
  await page.getByLabel("Nome impresso no cartão").fill("MARIA DA SILVA");
  await page.getByLabel("Validade").pressSequentially("1230");
  await page.getByLabel("CVV").fill("123");
  if (installments) await page.getByLabel("Parcelas").selectOption(installments);
}

/** Fails the test on any Content-Security-Policy violation the page reports. */
export function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

export async function transactionsOfLink(merchant: Merchant, linkId: number) {
  // an idempotent GET, retried once: after a long browser step the merchant context's keep-alive
  // socket may have been closed by the server just as it is reused (socket hang up)
  const url = `/v1/transactions?paymentLinkId=${linkId}`;
  const res = await merchant.api.get(url).catch(() => merchant.api.get(url));
  expect(res.status()).toBe(200);
  return res.json() as Promise<
    {
      id: number;
      status: string;
      secureId: string;
      metadata: Record<string, string>;
      customer: { email: string };
      installments: number;
      amount: number;
      items: unknown[];
    }[]
  >;
}
