import { createMerchant, expect, test } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { ok, paidCard, paidPix } from "../support/money";
import { logIn } from "./login";

// What the PSP knows of a Pix transaction (txid, end2EndId, each devolução) on its page, and the
// Rails settings page: each rail's provider, what this instance has seen of the Pix PSP and of the
// card acquirer, and the webhook URL to register there, hidden until asked for; viewers do not see it.
test("a Pix transaction shows its PSP identifiers, and the Rails page its provider, health and webhook URL", async ({
  page,
  merchant,
}) => {
  const t = await paidPix(merchant.api, 10000);
  // a card sale goes through the Cielo connector to the built-in Cielo server
  await paidCard(merchant.api, 5000);
  await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 2500 } }));
  await logIn(page, merchant, `/transactions/${t.id}`);

  const psp = page.getByRole("region", { name: "Identificadores no PSP" });
  await expect(psp).toContainText(t.pix.txid);
  await expect(psp).toContainText(t.pix.end2EndId);
  const devolucoes = psp.getByRole("list", { name: "Devoluções" }).getByRole("listitem");
  await expect(devolucoes).toHaveCount(1);
  await expect(devolucoes.first()).toContainText("R$ 25,00");
  // the built-in PSP settles a devolução at once: DEVOLVIDO, with its return id
  await expect(devolucoes.first()).toContainText("Devolvida");
  await expect(devolucoes.first()).toContainText(/rtrId D\w{31}/);

  await page.getByRole("link", { name: "Configurações" }).click();
  await page.getByRole("navigation", { name: "Seções das configurações" }).getByRole("link", { name: "Rails" }).click();
  await expect(page).toHaveURL(/\/settings\/rails$/);
  const pix = page.getByRole("region", { name: "Pix" });
  await expect(pix).toContainText("Sandbox (simulado)");
  await expect(pix).toContainText("Simulado: nenhum dinheiro é movimentado");
  // the charge and the devolução went through the connector: a successful call is on record
  await expect(pix.getByText("Última chamada bem-sucedida ao PSP").locator("xpath=..")).not.toContainText("Ainda não");
  const card = page.getByRole("region", { name: "Cartão" });
  await expect(card).toContainText("Sandbox (simulado)");
  // the card rail's health, as Pix's: the acquirer answered the sale
  await expect(card.getByText("Última chamada bem-sucedida ao adquirente").locator("xpath=..")).not.toContainText(
    "Ainda não",
  );
  await expect(card).not.toContainText("Sem provedor externo");
  await expect(page.getByRole("region", { name: "Boleto" })).toContainText("Sandbox (simulado)");
  await expect(page.getByRole("region", { name: "Repasses" })).toContainText("Sandbox (simulado)");

  await expect(pix).not.toContainText("/api/rails/pix/");
  await pix.getByRole("button", { name: "Mostrar URL" }).click();
  await expect(pix.getByLabel("URL de webhook para cadastrar no PSP")).toHaveText(
    /^https?:\/\/[^/]+\/api\/rails\/pix\/[A-Za-z0-9_-]{24,}$/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "docs/screenshots/settings-rails.png", fullPage: true });
});

test("a viewer does not see the rails nor the webhook URL", async ({ page, request, baseURL, playwright }) => {
  const viewer = await createMerchant(request, baseURL!, playwright, "viewer");
  await logIn(page, viewer, "/settings/rails");
  await expect(page.getByText("Somente proprietários e administradores veem os rails de pagamento.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mostrar URL" })).toHaveCount(0);
});
