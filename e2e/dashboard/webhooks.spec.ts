import http from "node:http";
import type { AddressInfo } from "node:net";

import { expect, test, transactionBody } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { logIn } from "./login";

// The /webhooks page against a real server: create an endpoint (secret shown once), disable it,
// see a postback in the delivery log and resend it. The receiver is a node:http server on 127.0.0.1.
test("the merchant manages endpoints and resends a delivery from the dashboard", async ({ page, merchant }) => {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      hits.push(req.url ?? "");
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const receiver = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await logIn(page, merchant);
    await page.getByRole("link", { name: "Webhooks" }).click();
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
