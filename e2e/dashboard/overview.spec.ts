import { expect, test, transactionBody } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { balance, ok, paidCard, paidPix } from "../support/money";
import { logIn } from "./login";

test("the overview is the landing page and its numbers match the merchant's transactions", async ({
  page,
  merchant,
}) => {
  const card = await paidCard(merchant.api, 10000);
  await ok(
    await merchant.api.post("/v1/transactions", {
      data: transactionBody("credit_card", {
        amount: 7000,
        card: {
          number: "4000000000000002",
          holderName: "FULANO",
          expirationMonth: 12,
          expirationYear: 2030,
          cvv: "123",
        },
      }),
    }),
  );
  const pix = await paidPix(merchant.api, 5000);
  await ok(await merchant.api.post(`/v1/transactions/${pix.id}/refund`));
  await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") }));

  await logIn(page, merchant);
  await expect(page.getByRole("heading", { name: "Visão geral", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Visão geral" })).toHaveAttribute("aria-current", "page");

  const stats = page.getByRole("region", { name: "Indicadores do período" });
  const value = (label: string) =>
    stats
      .locator("div")
      .filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
      .locator("dd")
      .first();
  await expect(value("Volume bruto")).toHaveText("R$ 150,00");
  // the fully refunded pix gave its fee back: only the card's fee is left
  const net = 15000 - card.fee.estimatedFee - 5000;
  await expect(value("Volume líquido")).toHaveText(`R$ ${(net / 100).toFixed(2).replace(".", ",")}`);
  await expect(value("Taxa de aprovação \\(cartão\\)")).toHaveText("50,0%");
  await expect(value("Ticket médio")).toHaveText("R$ 75,00");
  await expect(value("Estornos")).toHaveText("R$ 50,00");
  await expect(value("Chargebacks")).toHaveText("R$ 0,00");
  // the net volume's hint names each deduction with its amount
  const fee = `R$ ${(card.fee.estimatedFee / 100).toFixed(2).replace(".", ",")}`;
  await expect(
    stats
      .locator("div")
      .filter({ has: page.locator("dt", { hasText: /^Volume líquido$/ }) })
      .first(),
  ).toContainText(`após ${fee} de taxas, R$ 50,00 de estornos, R$ 0,00 de chargebacks e R$ 0,00 retidos em disputas`);

  // the balance first: the card still settles (A receber), the refunded pix left nothing available
  const saldo = page.getByRole("region", { name: "Saldo" });
  const now = await balance(merchant.api);
  expect(now).toMatchObject({ available: 0, waitingFunds: 10000 - card.fee.estimatedFee });
  const figure = (label: string) =>
    saldo
      .locator("div")
      .filter({ has: page.locator("dt", { hasText: label }) })
      .locator("dd")
      .first();
  await expect(figure("Disponível")).toHaveText("R$ 0,00");
  await expect(figure("A receber")).toHaveText(
    `R$ ${((10000 - card.fee.estimatedFee) / 100).toFixed(2).replace(".", ",")}`,
  );
  await expect(saldo.getByRole("link", { name: "Ver extrato" })).toHaveAttribute("href", "/statement");

  const methods = page.getByRole("table", { name: "Indicadores por método de pagamento" });
  await expect(methods.getByRole("row", { name: /Cartão de crédito/ })).toContainText("R$ 100,00");
  await expect(methods.getByRole("row", { name: /Pix/ })).toContainText("R$ 50,00");
  await expect(page.getByRole("img", { name: "Volume por dia" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Taxa de aprovação (cartão)" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Volume por método" })).toBeVisible();
  // the charts' numbers are also in tables
  await page.getByText("Ver dados em tabela").first().click();
  await expect(page.getByRole("table", { name: "Volume por dia" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // the period is in the URL; "Hoje" still has everything, a past custom period nothing
  await page.getByText("Hoje", { exact: true }).click();
  await expect(page).toHaveURL(/\/overview\?period=today$/);
  await expect(value("Volume bruto")).toHaveText("R$ 150,00");
  await page.getByText("Personalizado", { exact: true }).click();
  await page.getByLabel("De", { exact: true }).fill("2020-01-01");
  await page.getByLabel("Até", { exact: true }).fill("2020-01-31");
  await expect(page).toHaveURL(/period=custom&from=2020-01-01&to=2020-01-31/);
  await expect(page.getByText("Nenhuma transação neste período")).toBeVisible();
  await expect(value("Volume bruto")).toHaveText("R$ 0,00");
  await page.reload();
  await expect(page.getByLabel("De", { exact: true })).toHaveValue("2020-01-01");
  await expect(page.getByText("Nenhuma transação neste período")).toBeVisible();
  await page.getByText("30 dias", { exact: true }).click();
  await expect(page).toHaveURL(/\/overview$/);
  await expect(value("Volume bruto")).toHaveText("R$ 150,00");
});
