import http from "node:http";
import type { AddressInfo } from "node:net";

import { Webhook } from "standardwebhooks";

import { expect, test, transactionBody } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { logIn } from "./login";

// The /webhooks page against a real server: create an endpoint (secret shown once), disable it,
// see a postback in the delivery log and resend it. The receiver is a node:http server on 127.0.0.1.
test("the merchant manages endpoints and resends a delivery from the dashboard", async ({ page, merchant }) => {
  const hits: string[] = [];
  // what the receiver verified with the Standard Webhooks library and the endpoint's secret
  let signingSecret = "";
  const verified: unknown[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      hits.push(req.url ?? "");
      if (req.url === "/erp" && signingSecret)
        verified.push(new Webhook(signingSecret).verify(body, req.headers as Record<string, string>));
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const receiver = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await logIn(page, merchant);
    await page.getByRole("link", { name: "Webhooks", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Webhooks", level: 1 })).toBeVisible();
    await expect(page.getByText("Nenhum endpoint cadastrado.")).toBeVisible();

    await page.getByRole("button", { name: "Novo endpoint" }).click();
    await page.getByLabel("URL").fill("isto não é uma url");
    await page.getByRole("button", { name: "Criar endpoint" }).click();
    await expect(page.getByText("Informe uma URL http:// ou https:// válida.")).toBeVisible();
    await page.getByLabel("URL").fill(`${receiver}/erp`);
    await page.getByLabel("Descrição (opcional)").fill("ERP da loja");
    await page
      .getByRole("group", { name: /Eventos/ })
      .getByLabel("Transação paga")
      .check();
    await page.getByRole("button", { name: "Criar endpoint" }).click();

    const secret = page.getByLabel("Segredo de assinatura");
    await expect(secret).toHaveText(/^whsec_/);
    signingSecret = (await secret.textContent())!;
    await expect(page.getByRole("button", { name: "Copiar segredo" })).toBeVisible();
    const endpoints = page.getByRole("list", { name: "Endpoints cadastrados" });
    await expect(endpoints).toContainText(`${receiver}/erp`);
    await expect(endpoints).toContainText("transaction.paid");
    await expect(endpoints).toContainText("Ativo");
    await page.getByRole("button", { name: "Já copiei" }).click();
    await expect(secret).toHaveCount(0);

    expect(await seriousViolations(page)).toEqual([]);

    // a signed test event to this endpoint, seen by the receiver and in the delivery log
    await endpoints.getByRole("button", { name: "Enviar evento de teste" }).click();
    await expect(endpoints.getByRole("status")).toContainText("Evento de teste enviado");
    await expect.poll(() => hits.length, { timeout: 15_000 }).toBe(1);
    expect(hits[0]).toBe("/erp");
    // signed with the secret the page showed once: the receiver's library accepts it
    expect(verified).toHaveLength(1);
    expect(verified[0]).toMatchObject({
      event: "webhook.test",
      type: "webhook_endpoint",
      data: { url: `${receiver}/erp` },
    });
    const testLog = page.getByRole("table", { name: "Entregas de webhooks" });
    await expect(testLog.locator("tbody tr").filter({ hasText: "webhook.test" })).toContainText("Entregue", {
      timeout: 15_000,
    });
    hits.length = 0;

    await endpoints.getByRole("button", { name: "Desativar" }).click();
    await expect(endpoints).toContainText("Desativado");
    await expect(endpoints.getByRole("button", { name: "Ativar" })).toBeVisible();

    // a postback (the endpoint is disabled, so only the postbackUrl gets it)
    const created = await merchant.api.post("/v1/transactions", {
      data: transactionBody("credit_card", { postbackUrl: `${receiver}/postback` }),
    });
    expect(created.status()).toBe(200);
    await expect.poll(() => hits.length, { timeout: 15_000 }).toBe(1);
    await page.reload();
    const log = page.getByRole("table", { name: "Entregas de webhooks" });
    await expect(log.locator("tbody tr").filter({ hasText: "transaction.paid" })).toHaveCount(1);
    await expect(log).toContainText("transaction.paid");
    await expect(log).toContainText("Entregue");
    await expect(log).toContainText("200");

    const paidRow = log.locator("tbody tr").filter({ hasText: "transaction.paid" });
    await paidRow.getByRole("button", { name: "Tentativas" }).click();
    await expect(page.getByRole("list", { name: /Tentativas da entrega/ })).toContainText("HTTP 200");
    await log.getByRole("button", { name: "Ocultar" }).click();
    await paidRow.getByRole("button", { name: "Reenviar" }).click();
    await expect.poll(() => hits.length, { timeout: 15_000 }).toBe(2);
    await expect(log.locator("tbody tr").filter({ hasText: "transaction.paid" })).toHaveCount(2, { timeout: 15_000 });
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

test("a new signing secret and removing an endpoint each ask first, in the dashboard's own dialog", async ({
  page,
  merchant,
}) => {
  const url = "https://loja.example.com/hooks/colmeia";
  const created = await (await merchant.api.post("/v1/webhook-endpoints", { data: { url } })).json();
  await logIn(page, merchant, "/webhooks");
  const row = page.getByRole("listitem").filter({ hasText: url });

  await row.getByRole("button", { name: "Novo segredo" }).click();
  const rotate = page.getByRole("dialog", { name: "Novo segredo" });
  await expect(rotate).toContainText("O atual continua assinando por 24 horas.");
  await rotate.getByRole("button", { name: "Cancelar" }).click();
  await expect(rotate).toBeHidden();
  await row.getByRole("button", { name: "Novo segredo" }).click();
  await rotate.getByRole("button", { name: "Novo segredo" }).click();
  await expect(page.getByTestId("webhook-secret")).toHaveText(/^whsec_/);
  expect(await page.getByTestId("webhook-secret").textContent()).not.toBe(created.secret);

  await row.getByRole("button", { name: "Excluir" }).click();
  const remove = page.getByRole("dialog", { name: "Excluir" });
  await expect(remove).toContainText(url);
  await remove.getByRole("button", { name: "Excluir" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: url })).toHaveCount(0);
  expect((await merchant.api.get(`/v1/webhook-endpoints/${created.id}`)).status()).toBe(404);
});

for (const viewport of [
  { name: "1366 px", width: 1366, height: 900 },
  { name: "a phone", width: 390, height: 844 },
]) {
  test(`the delivery log filters by status, endpoint, event and transaction, and fits ${viewport.name}`, async ({
    page,
    merchant,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const server = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(req.url === "/down" ? 500 : 200).end());
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const receiver = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const up = await (
        await merchant.api.post("/v1/webhook-endpoints", {
          data: { url: `${receiver}/up`, enabledEvents: ["transaction.*"] },
        })
      ).json();
      await merchant.api.post("/v1/webhook-endpoints", {
        data: { url: `${receiver}/down`, enabledEvents: ["transaction.paid"] },
      });
      const pix = await (await merchant.api.post("/v1/transactions", { data: transactionBody("pix") })).json();
      await merchant.api.post(`/v1/transactions/${pix.id}/sandbox/pay`);
      const card = await (await merchant.api.post("/v1/transactions", { data: transactionBody("credit_card") })).json();
      // up: waiting_payment and paid of the Pix, paid of the card; down: both paid
      await expect
        .poll(async () => (await (await merchant.api.get("/v1/webhook-deliveries?limit=50")).json()).length, {
          timeout: 20_000,
        })
        .toBe(5);

      await logIn(page, merchant, "/webhooks");
      const filters = page.getByRole("search", { name: "Filtros das entregas" });
      const log = page.getByRole("table", { name: "Entregas de webhooks" });
      await expect(log.locator("tbody tr")).toHaveCount(5);

      await filters.getByLabel("Transação", { exact: true }).fill(String(pix.id));
      await filters.getByLabel("Transação", { exact: true }).press("Enter");
      await expect(page).toHaveURL(new RegExp(`transactionId=${pix.id}`));
      await expect(log.locator("tbody tr")).toHaveCount(3);
      await filters.getByLabel("Endpoint").selectOption({ label: `#${up.id} ${receiver}/up` });
      await expect(log.locator("tbody tr")).toHaveCount(2);
      await filters.getByLabel("Evento").selectOption({ label: "Transação paga" });
      await expect(log.locator("tbody tr")).toHaveCount(1);
      const row = log.locator("tbody tr").first();
      await expect(row).toContainText("Transação paga");
      await expect(row).toContainText("Entregue");
      // each delivery links to its object
      await expect(row.getByRole("link", { name: `Transação #${pix.id}` })).toHaveAttribute(
        "href",
        `/transactions/${pix.id}`,
      );
      // the filters are the URL: a reload keeps them
      await page.reload();
      await expect(log.locator("tbody tr")).toHaveCount(1);

      // the failing endpoint's two deliveries are the pending ones, each linking to its transaction
      await page.goto("/webhooks");
      // the rows come from the client's query: once they show, the page is hydrated and the
      // filter's change reaches React (a change made before that is lost with the server's HTML)
      await expect(log.locator("tbody tr")).toHaveCount(5);
      await filters.getByLabel("Status").selectOption({ label: "Pendente" });
      await expect(page).toHaveURL(/status=pending/);
      await expect(log.locator("tbody tr")).toHaveCount(2);
      await expect(log.getByRole("link", { name: `Transação #${card.id}` })).toBeVisible();
      await expect(log.getByRole("link", { name: `Transação #${pix.id}` })).toBeVisible();

      // no sideways scroll of the page, and no sideways scroll inside the log either
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        table: (() => {
          const box = document.querySelector("table[aria-label='Entregas de webhooks']")!.parentElement!;
          return box.scrollWidth - box.clientWidth;
        })(),
      }));
      expect(overflow).toEqual({ page: 0, table: 0 });
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `docs/screenshots/webhook-deliveries-${viewport.width < 600 ? "phone" : "desktop"}.png`,
        fullPage: true,
      });
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
}
