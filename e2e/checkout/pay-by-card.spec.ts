import { expect, test } from "../fixtures";
import { createLink, fillCard, fillPayer, pathOf, payer, transactionsOfLink, watchCsp } from "./helpers";

const APPROVED = "4111111111111111";
const DECLINED = "4000000000000002";

test("pays a link by approved card in installments; card data goes only to /v1/card-hashes", async ({
  page,
  merchant,
}) => {
  const link = await createLink(merchant, {
    settings: { requestPhone: true, card: { freeInstallments: 3, maxInstallments: 6 } },
  });
  const csp = watchCsp(page);
  const requests: { url: string; body: string }[] = [];
  page.on("request", (r) => requests.push({ url: r.url(), body: r.postData() ?? "" }));

  const res = await page.goto(pathOf(link.url));
  expect(res!.status()).toBe(200);
  expect(res!.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res!.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { name: link.title })).toBeVisible();
  await expect(page.getByTestId("link-amount")).toHaveText("R$ 150,00");
  await expect(page.getByRole("tab", { name: "Cartão de crédito" })).toHaveAttribute("aria-selected", "true");

  const p = payer();
  await fillPayer(page, p);
  await expect(page.getByLabel("CPF ou CNPJ")).toHaveValue(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
  await page.getByLabel("Celular").pressSequentially("11987654321");
  await expect(page.getByLabel("Celular")).toHaveValue("(11) 98765-4321");
  await fillCard(page, APPROVED);
  await expect(page.getByLabel("Número do cartão")).toHaveValue("4111 1111 1111 1111");
  await expect(page.getByTestId("card-brand")).toHaveText("Visa");
  await expect(page.getByLabel("Parcelas").locator("option")).toHaveCount(6);
  await expect(page.getByLabel("Parcelas").locator("option", { hasText: "3x de R$ 50,00 sem juros" })).toHaveCount(1);
  await page.getByLabel("Parcelas").selectOption("3");
  await page.getByRole("button", { name: "Pagar R$ 150,00" }).click();

  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9]+$/);
  await expect(page.getByRole("heading", { name: "Pagamento aprovado" })).toBeVisible();
  await expect(page.getByText("Visa final 1111")).toBeVisible();

  // the raw number went to the card-hash endpoint only, never in a URL or to the payment endpoint
  const withNumber = requests.filter((r) => r.body.includes(APPROVED) || r.url.includes(APPROVED));
  expect(withNumber.map((r) => new URL(r.url).pathname)).toEqual(["/v1/card-hashes"]);
  const payRequest = requests.find((r) => r.url.includes(`/api/public/payment-links/${link.alias}/transactions`))!;
  expect(JSON.parse(payRequest.body).card).toEqual({ hash: expect.stringMatching(/^ch_/) });
  expect(payRequest.body).not.toContain('"cvv"');
  expect(csp).toEqual([]);

  const [t] = await transactionsOfLink(merchant, link.id);
  expect(t).toMatchObject({ status: "paid", amount: 15000, installments: 3, customer: { email: p.email } });
  expect(t.metadata).toMatchObject({
    provider: "colmeia-payment-link",
    checkout_url: link.url,
    user_email: p.email,
    order_id: expect.stringMatching(new RegExp(`^link-${link.id}-\\d+$`)),
  });
  expect(page.url()).toContain(t.secureId);
});

test("a declined card shows the reason in pt-BR and offers to try again", async ({ page, merchant }) => {
  const link = await createLink(merchant);
  await page.goto(pathOf(link.url));
  await fillPayer(page, payer());
  await fillCard(page, DECLINED);
  await page.getByRole("button", { name: /^Pagar/ }).click();
  await expect(page.getByRole("heading", { name: "Pagamento recusado" })).toBeVisible();
  await expect(page.getByText("O banco emissor recusou o pagamento")).toBeVisible();
  await page.getByRole("link", { name: "Tentar novamente" }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/${link.alias}$`));
  const [t] = await transactionsOfLink(merchant, link.id);
  expect(t).toMatchObject({ status: "refused" });
});

test("the form checks documents, card numbers and requested fields locally before sending anything", async ({
  page,
  merchant,
}) => {
  const link = await createLink(merchant, { settings: { requestAddress: true } });
  await page.goto(pathOf(link.url));
  let posted = 0;
  page.on("request", (r) => {
    if (r.method() === "POST") posted++;
  });
  await page.getByLabel("Nome completo").fill("Maria da Silva");
  await page.getByLabel("E-mail").fill("maria@example");
  await page.getByLabel("CPF ou CNPJ").pressSequentially("52998224724");
  await page.getByLabel("CEP").pressSequentially("01310100");
  await expect(page.getByLabel("CEP")).toHaveValue("01310-100");
  await fillCard(page, "4111111111111112");
  await page.getByRole("button", { name: /^Pagar/ }).click();
  await expect(page.getByText("CPF ou CNPJ inválido")).toBeVisible();
  await expect(page.getByText("E-mail inválido")).toBeVisible();
  await expect(page.getByText("Número de cartão inválido")).toBeVisible();
  await expect(page.getByLabel("Endereço")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("UF")).toHaveAttribute("aria-invalid", "true");
  expect(posted).toBe(0);
});

test("a link that offers it lets the payer keep the card on file; a link that does not shows no such box", async ({
  page,
  merchant,
}) => {
  const plain = await createLink(merchant);
  await page.goto(pathOf(plain.url));
  await expect(page.getByLabel("Número do cartão")).toBeVisible();
  await expect(page.getByLabel("Salvar este cartão para as próximas compras")).toHaveCount(0);

  const link = await createLink(merchant, { settings: { card: { saveCard: true } } });
  expect(link.settings.card).toMatchObject({ saveCard: true });
  const requests: { url: string; body: string }[] = [];
  page.on("request", (r) => requests.push({ url: r.url(), body: r.postData() ?? "" }));
  await page.goto(pathOf(link.url));
  const p = payer();
  await fillPayer(page, p);
  await fillCard(page, APPROVED);
  await page.getByLabel("Salvar este cartão para as próximas compras").check();
  await page.getByRole("button", { name: "Pagar R$ 150,00" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento aprovado" })).toBeVisible();

  const payRequest = requests.find((r) => r.url.includes(`/api/public/payment-links/${link.alias}/transactions`))!;
  expect(JSON.parse(payRequest.body).card).toEqual({ hash: expect.stringMatching(/^ch_/), reusable: true });
  const [{ id }] = await transactionsOfLink(merchant, link.id);
  const t = (await (await merchant.api.get(`/v1/transactions/${id}`)).json()) as {
    card: { id: number; reusable: boolean; lastDigits: string };
    customer: { id: number };
  };
  expect(t.card).toMatchObject({ reusable: true, lastDigits: "1111" });
  const cards = await merchant.api.get(`/v1/customers/${t.customer.id}/cards`);
  expect(await cards.json()).toEqual([expect.objectContaining({ id: t.card.id, reusable: true })]);
});
