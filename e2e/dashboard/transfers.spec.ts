import { expect, test } from "../fixtures";
import { balance, createRecipient, paidPix } from "../support/money";
import { brl, expectAccessible, expectFitsPhone } from "./checks";
import { logIn } from "./login";

test("the merchant transfers part of the available balance, settles it in the sandbox and sees the balance drop", async ({
  page,
  merchant,
}) => {
  await paidPix(merchant.api, 20000);
  const before = (await balance(merchant.api)).available;
  expect(before).toBeGreaterThan(5000);

  await logIn(page, merchant, "/transfers");
  await expect(page.getByRole("heading", { name: "Transferências", level: 1 })).toBeVisible();
  await expect(page.getByText("Nenhuma transferência encontrada")).toBeVisible();
  await expectAccessible(page, "empty transfers list");

  await page.getByRole("link", { name: "Nova transferência" }).click();
  const form = page.getByRole("form", { name: "Nova transferência" });
  await expect(form.getByRole("combobox", { name: "Recebedor", exact: true })).toHaveValue(
    String(merchant.recipientId),
  );
  await expect(page.getByTestId("available-balance")).toHaveText(brl(before));
  await expect(form.getByRole("combobox", { name: "Conta bancária", exact: true })).toContainText(
    "341 · Itaú Unibanco",
  );

  // more than the balance: the API's insufficient_balance lands on the amount field
  await form.getByLabel("Valor", { exact: true }).fill(brl(before + 100).replace(/^R\$\s/, ""));
  await form.getByRole("button", { name: "Revisar transferência" }).click();
  await page
    .getByRole("dialog", { name: "Confirmar transferência" })
    .getByRole("button", { name: "Confirmar e transferir" })
    .click();
  await expect(form.getByText(`Saldo disponível insuficiente: há ${brl(before)} para transferir.`)).toBeVisible();
  await expect(form.getByLabel("Valor", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "transfer form with an error");

  await form.getByLabel("Valor", { exact: true }).fill("");
  // the one money input: digits fill from the cents up ("8990" is R$ 89,90 here as in every form)
  await form.getByLabel("Valor", { exact: true }).pressSequentially("8990");
  await expect(form.getByLabel("Valor", { exact: true })).toHaveValue(brl(8990));
  await form.getByLabel("Valor", { exact: true }).fill("5000");
  await form.getByLabel("Descrição (opcional)").fill("Saque semanal");
  // Enter in a field opens the confirmation; nothing is sent before "Confirmar"
  await form.getByLabel("Descrição (opcional)").press("Enter");
  const confirm = page.getByRole("dialog", { name: "Confirmar transferência" });
  const summary = confirm.getByRole("definition");
  await expect(confirm).toContainText("Destino");
  await expect(confirm).toContainText("341 · Itaú Unibanco");
  await expect(summary.nth(2)).toHaveText(brl(5000));
  await expect(summary.nth(3)).toHaveText(brl(0));
  await expect(summary.nth(5)).toHaveText(brl(before - 5000));
  await expect(confirm).toContainText("Saque semanal");
  await expectAccessible(page, "transfer confirmation");
  expect(await (await merchant.api.get("/v1/transfers")).json()).toEqual([]);
  // going back keeps what was typed
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await expect(form.getByLabel("Valor", { exact: true })).toHaveValue(brl(5000));
  expect(await (await merchant.api.get("/v1/transfers")).json()).toEqual([]);
  await form.getByRole("button", { name: "Revisar transferência" }).click();
  await confirm.getByRole("button", { name: "Confirmar e transferir" }).click();
  await expect(page).toHaveURL(/\/transfers\/\d+$/);
  const id = page.url().match(/(\d+)$/)![1];
  await expect(page.getByRole("heading", { name: `Transferência #${id}` })).toBeVisible();
  await expect(page.getByText("Em processamento").first()).toBeVisible();
  await expect(page.getByText("Saque semanal")).toBeVisible();
  await expectAccessible(page, "processing transfer");
  await page.getByRole("button", { name: "Confirmar transferência" }).click();
  await expect(page.getByText("Concluída").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirmar transferência" })).toHaveCount(0);
  expect((await balance(merchant.api)).available).toBe(before - 5000);

  await page.goto("/transfers/new");
  await expect(page.getByTestId("available-balance")).toHaveText(brl(before - 5000));

  await page.goto("/transfers");
  const rows = page.getByRole("table", { name: "Transferências" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(brl(5000));
  await page.getByRole("group", { name: "Status" }).getByLabel("Falhou").check();
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText("Nenhuma transferência encontrada")).toBeVisible();
  await page.getByRole("group", { name: "Status" }).getByLabel("Concluída").check();
  await expect(page).toHaveURL(/status=success%2Cfailed|status=success,failed/);
  await expect(rows.first()).toContainText("Concluída");
  await page.reload();
  await expect(page.getByRole("group", { name: "Status" }).getByLabel("Concluída")).toBeChecked();
  await expect(rows).toHaveCount(1);
  await expectAccessible(page, "transfers list");
  await page.screenshot({ path: "docs/screenshots/transfers.png", fullPage: true });
});

test("a transfer to a partner's Pix key fails in the sandbox and the money comes back", async ({
  page,
  merchant,
  otherMerchant,
}) => {
  const partner = await createRecipient(merchant.api);
  await paidPix(merchant.api, 30000, { splits: [{ recipientId: partner.id, amount: 10000 }] });
  const before = (await balance(merchant.api, partner.id)).available;
  expect(before).toBe(10000);

  await logIn(page, merchant, `/transfers/new?recipientId=${partner.id}`);
  const form = page.getByRole("form", { name: "Nova transferência" });
  await expect(form.getByRole("combobox", { name: "Recebedor", exact: true })).toHaveValue(String(partner.id));
  await expect(page.getByTestId("available-balance")).toHaveText(brl(10000));
  await form.getByRole("radio", { name: "Chave Pix" }).check();
  await form.getByRole("textbox", { name: "Chave Pix" }).fill("parceiro@example.com");
  await form.getByRole("button", { name: "Transferir todo o saldo" }).click();
  await expect(form.getByLabel("Valor", { exact: true })).toHaveValue(brl(10000));
  // the form names the recipient (POST /v1/transfers requires recipientId) and one destination
  const sent = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/v1/transfers");
  await form.getByRole("button", { name: "Revisar transferência" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirmar transferência" });
  await expect(confirm).toContainText("Chave Pix parceiro@example.com");
  await expect(confirm.getByRole("definition").nth(5)).toHaveText(brl(0));
  await confirm.getByRole("button", { name: "Confirmar e transferir" }).click();
  expect((await sent).postDataJSON()).toEqual({
    recipientId: partner.id,
    amount: 10000,
    pixKey: "parceiro@example.com",
  });
  await expect(page).toHaveURL(/\/transfers\/\d+$/);
  await expect(page.getByText("parceiro@example.com")).toBeVisible();
  expect((await balance(merchant.api, partner.id)).available).toBe(0);
  await page.getByRole("button", { name: "Simular falha" }).click();
  await expect(page.getByText("Falhou").first()).toBeVisible();
  await expect(page.getByText("Conta recusada pelo banco")).toBeVisible();
  expect((await balance(merchant.api, partner.id)).available).toBe(10000);

  await page.goto(`/recipients/${partner.id}`);
  await expect(page.getByRole("table", { name: "Transferências do recebedor" })).toContainText("Falhou");

  // another company's transfer is a 404, like an unknown id
  await paidPix(otherMerchant.api, 10000);
  const foreign = await otherMerchant.api.post("/v1/transfers", {
    data: { recipientId: otherMerchant.recipientId, amount: 100 },
  });
  expect(foreign.status(), await foreign.text()).toBe(200);
  for (const id of [(await foreign.json()).id, 2147483647]) {
    await page.goto(`/transfers/${id}`);
    await expect(page.getByRole("heading", { name: "Transferência não encontrada" })).toBeVisible();
  }
  for (const path of ["/transfers", "/transfers/new"]) await expectFitsPhone(page, path);
});
