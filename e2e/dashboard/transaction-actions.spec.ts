import type { Page } from "@playwright/test";

import { expect, test, transactionBody } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { balance, ok, paidCard, paidPix } from "../support/money";
import { logIn } from "./login";

const amounts = (page: Page) => page.getByRole("region", { name: "Valores" });
const header = (page: Page) => page.locator("header").filter({ has: page.getByRole("heading", { level: 1 }) });

test("refunds part of a card payment, sees a server refusal on the field, then refunds the rest", async ({
  page,
  merchant,
}) => {
  const t = await paidCard(merchant.api, 10000);
  await logIn(page, merchant, `/transactions/${t.id}`);
  await expect(header(page)).toContainText("Pago");

  await page.getByRole("button", { name: "Estornar", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Estornar transação #${t.id}` });
  await expect(dialog).toContainText("Disponível para estorno: R$ 100,00");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel("Parcial").check();
  await dialog.getByLabel("Valor do estorno").pressSequentially("3000");
  await expect(dialog.getByLabel("Valor do estorno")).toHaveValue(/^R\$\s30,00$/);
  await dialog.getByRole("button", { name: "Estornar R$ 30,00" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Estorno de R$ 30,00 realizado." })).toBeVisible();
  await expect(amounts(page)).toContainText("− R$ 30,00");
  await expect(header(page)).toContainText("Pago");
  await expect(page.getByRole("region", { name: "Estornos" })).toContainText("R$ 30,00");

  // more than what is left is caught before sending
  await page.getByRole("button", { name: "Estornar", exact: true }).click();
  await expect(dialog).toContainText("Disponível para estorno: R$ 70,00");
  await dialog.getByLabel("Parcial").check();
  await dialog.getByLabel("Valor do estorno").fill("80,00");
  await dialog.getByRole("button", { name: "Estornar R$ 80,00" }).click();
  await expect(dialog.getByText("O valor passa do disponível para estorno (R$ 70,00).")).toBeVisible();
  await expect(dialog.getByLabel("Valor do estorno")).toHaveAttribute("aria-invalid", "true");

  // someone else refunds meanwhile: the server's 422 lands on the field, with what is left
  await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 5000 } }));
  await dialog.getByLabel("Valor do estorno").fill("");
  await dialog.getByLabel("Valor do estorno").pressSequentially("3000");
  await dialog.getByRole("button", { name: "Estornar R$ 30,00" }).click();
  await expect(dialog.getByText("O valor passa do disponível para estorno (R$ 20,00).")).toBeVisible();
  await expect(dialog).toContainText("Disponível para estorno: R$ 20,00");

  await dialog.getByLabel("Total (R$ 20,00)").check();
  await dialog.getByRole("button", { name: "Estornar R$ 20,00" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Estorno de R$ 20,00 realizado: a transação está totalmente estornada." }),
  ).toBeVisible();
  await expect(header(page)).toContainText("Estornado");
  await expect(page.getByRole("button", { name: "Estornar", exact: true })).toHaveCount(0);
  const after = await ok(await merchant.api.get(`/v1/transactions/${t.id}`));
  expect(after).toMatchObject({ status: "refunded", refundedAmount: 10000 });
  expect(after.refunds.map((r: { amount: number }) => r.amount)).toEqual([3000, 5000, 2000]);
});

test("a total refund from the dialog in one go", async ({ page, merchant }) => {
  const t = await paidCard(merchant.api, 4590);
  await logIn(page, merchant, `/transactions/${t.id}`);
  await page.getByRole("button", { name: "Estornar", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Total (R$ 45,90)")).toBeChecked();
  await dialog.getByRole("button", { name: "Estornar R$ 45,90" }).click();
  await expect(header(page)).toContainText("Estornado");
  await expect(amounts(page)).toContainText("− R$ 45,90");
});

test("the sandbox pays a Pix from the detail page, and its events and deliveries show up", async ({
  page,
  merchant,
}) => {
  const t = await ok(
    await merchant.api.post("/v1/transactions", {
      data: transactionBody("pix", { postbackUrl: "http://127.0.0.1:9/postback" }),
    }),
  );
  expect(t.status).toBe("waiting_payment");
  await logIn(page, merchant, `/transactions/${t.id}`);
  await expect(header(page)).toContainText("Aguardando pagamento");
  const sandbox = page.getByRole("region", { name: "Simulações (sandbox)" });
  await expect(sandbox.getByRole("button", { name: "Expirar" })).toBeVisible();
  await sandbox.getByRole("button", { name: "Simular pagamento" }).click();
  await expect(sandbox.getByRole("status")).toHaveText("Pagamento simulado: a transação foi paga.");
  await expect(header(page)).toContainText("Pago");
  await expect(page.getByRole("region", { name: "Histórico de status" })).toContainText("Pago");
  expect((await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).status).toBe("paid");

  const events = page.getByRole("list", { name: "Eventos da transação" });
  await expect(events.getByText("transaction.paid", { exact: true })).toBeVisible();
  await expect(events.getByText("transaction.waiting_payment", { exact: true })).toBeVisible();
  // the postbackUrl refuses connections: the delivery is listed with its attempts
  await expect(events.getByText("http://127.0.0.1:9/postback").first()).toBeVisible({ timeout: 20_000 });
  await expect(sandbox.getByRole("button", { name: "Simular pagamento" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the delivery of a traceable order is updated from its card", async ({ page, merchant }) => {
  const t = await paidCard(merchant.api, 10000, { traceable: true });
  await logIn(page, merchant, `/transactions/${t.id}`);
  const card = page.getByRole("region", { name: "Entrega" });
  await card.getByLabel("Status da entrega").selectOption("in_transit");
  await card.getByLabel("Código de rastreio").fill("BR123456789BR");
  await card.getByRole("button", { name: "Salvar entrega" }).click();
  await expect(card.getByRole("status")).toHaveText("Entrega atualizada.");
  expect((await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).delivery).toEqual({
    status: "in_transit",
    trackingCode: "BR123456789BR",
  });
  await page.reload();
  await expect(card.getByLabel("Status da entrega")).toHaveValue("in_transit");
  await expect(card.getByLabel("Código de rastreio")).toHaveValue("BR123456789BR");
});

test("opens a dispute on a paid Pix from its page, sees the amount held and the payer's page say so, then wins it", async ({
  page,
  context,
  merchant,
}) => {
  const t = await paidPix(merchant.api, 10000);
  const net = 10000 - t.fee.estimatedFee;
  await logIn(page, merchant, `/transactions/${t.id}`);
  await expect(header(page)).toContainText("Pago");
  const sandbox = page.getByRole("region", { name: "Simulações (sandbox)" });
  await expect(sandbox.getByRole("button", { name: "Chargeback" })).toBeVisible();

  await sandbox.getByRole("button", { name: "Abrir disputa" }).click();
  await expect(sandbox.getByRole("status")).toHaveText(
    "Disputa aberta: o valor contestado ficou retido do saldo dos recebedores.",
  );
  await expect(header(page)).toContainText("Em disputa");
  await expect(page.getByRole("region", { name: "Histórico de status" })).toContainText("Disputa aberta pelo pagador");
  // no refund while the dispute is open
  await expect(page.getByRole("button", { name: "Estornar", exact: true })).toHaveCount(0);
  await expect(sandbox.getByRole("button", { name: "Abrir disputa" })).toHaveCount(0);
  await expect(
    page.getByRole("list", { name: "Eventos da transação" }).getByText("transaction.in_protest", { exact: true }),
  ).toBeVisible();
  expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toMatchObject({ status: "in_protest" });
  expect((await balance(merchant.api)).available).toBe(net - 10000);

  const payer = await context.newPage();
  await payer.goto(`/checkout/${t.secureId}`);
  await expect(payer.getByRole("status").filter({ hasText: "Pagamento em contestação" })).toBeVisible();
  await payer.close();

  await sandbox.getByRole("button", { name: "Ganhar disputa" }).click();
  await expect(sandbox.getByRole("status")).toHaveText(
    "Disputa ganha: o valor retido voltou ao saldo dos recebedores.",
  );
  await expect(header(page)).toContainText("Pago");
  await expect(page.getByRole("region", { name: "Histórico de status" })).toContainText("Disputa ganha pelo vendedor");
  // every event by its name in the page's language, the type beside it
  const timeline = page.getByRole("list", { name: "Eventos da transação" });
  await expect(timeline.getByRole("listitem").filter({ hasText: "transaction.dispute_won" }).first()).toContainText(
    "Disputa ganha",
  );
  await expect(timeline.getByRole("listitem").filter({ hasText: "transaction.in_protest" }).first()).toContainText(
    "Disputa aberta",
  );
  await expect(page.getByRole("button", { name: "Estornar", exact: true })).toBeVisible();
  await expect(sandbox.getByRole("button", { name: "Abrir disputa" })).toBeVisible();
  expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toMatchObject({ status: "paid" });
  expect((await balance(merchant.api)).available).toBe(net);
  expect(await seriousViolations(page)).toEqual([]);
});

test("loses the dispute of a card: the chargeback is confirmed in a dialog that says the held amount stays gone", async ({
  page,
  merchant,
}) => {
  const t = await paidCard(merchant.api, 10000);
  await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/dispute`));
  await logIn(page, merchant, `/transactions/${t.id}`);
  await expect(header(page)).toContainText("Em disputa");
  const sandbox = page.getByRole("region", { name: "Simulações (sandbox)" });
  await sandbox.getByRole("button", { name: "Perder disputa (chargeback)" }).click();
  const dialog = page.getByRole("dialog", { name: "Simular chargeback?" });
  await expect(dialog).toContainText("O vendedor perde a disputa: o valor retido não volta aos recebedores.");
  await dialog.getByRole("button", { name: "Confirmar chargeback" }).click();
  await expect(sandbox.getByRole("status")).toHaveText("Disputa perdida: chargeback simulado.");
  await expect(header(page)).toContainText("Chargeback");
  expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toMatchObject({ status: "chargedback" });
  const b = await balance(merchant.api);
  expect(b.available + b.waitingFunds).toBe(-t.fee.estimatedFee);
});

test("a boleto paid below its amount shows what arrived, and the fee and net taken from it", async ({
  page,
  merchant,
}) => {
  const t = await ok(
    await merchant.api.post("/v1/transactions", { data: transactionBody("boleto", { amount: 10000 }) }),
  );
  const paid = await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`, { data: { amount: 6000 } }));
  await logIn(page, merchant, `/transactions/${t.id}`);
  await expect(header(page)).toContainText("Parcialmente pago");
  const row = (label: string) =>
    amounts(page)
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: label }) });
  await expect(row("Valor pago").locator("dd")).toHaveText("R$ 60,00");
  await expect(row("Valor pago").locator("dt")).toContainText("de R$ 100,00 cobrados");
  const net = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(paid.fee.netAmount / 100);
  expect(paid.fee.netAmount).toBeLessThan(6000);
  await expect(row("Líquido").locator("dd")).toHaveText(net);
});

test("the amounts card shows what the ledger holds: nothing for a refused card, the estimate for a waiting Pix, the chargeback taken", async ({
  page,
  merchant,
}) => {
  const body = transactionBody("credit_card", { amount: 14362 });
  const refused = await ok(
    await merchant.api.post("/v1/transactions", {
      data: { ...body, card: { ...(body.card as object), number: "4000000000000002" } },
    }),
  );
  expect(refused.status).toBe("refused");
  const row = (label: string) =>
    amounts(page)
      .locator("dl > div")
      .filter({ has: page.locator("dt", { hasText: label }) });
  await logIn(page, merchant, `/transactions/${refused.id}`);
  await expect(row("Taxa").locator("dd")).toHaveText("− R$ 0,00");
  await expect(row("Líquido").locator("dd")).toHaveText("R$ 0,00");

  const waiting = await ok(
    await merchant.api.post("/v1/transactions", { data: transactionBody("pix", { amount: 10000 }) }),
  );
  await page.goto(`/transactions/${waiting.id}`);
  await expect(row("Líquido").locator("dt")).toContainText("previsto, quando for pago");
  await expect(row("Líquido").locator("dd")).toHaveText(
    new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(
      (10000 - waiting.fee.estimatedFee) / 100,
    ),
  );

  const card = await paidCard(merchant.api, 10000);
  await ok(await merchant.api.post(`/v1/transactions/${card.id}/sandbox/chargeback`));
  await page.goto(`/transactions/${card.id}`);
  await expect(row("Chargeback").locator("dd")).toHaveText("− R$ 100,00");
  // the fee stays taken and the whole payment left with the chargeback: the net is minus the fee
  await expect(row("Líquido").locator("dd")).toHaveText(
    new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(-card.fee.estimatedFee / 100),
  );
});
