import { expect, test } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { ok, paidCard } from "../support/money";
import { brl, expectFitsPhone } from "./checks";
import { logIn } from "./login";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: PDF });

test("disputes: open ones show what is held and the deadline; evidence with a file wins, text alone loses", async ({
  page,
  merchant,
}) => {
  const first = await paidCard(merchant.api, 15000);
  const second = await paidCard(merchant.api, 4200);
  const charged = await paidCard(merchant.api, 3000);
  for (const t of [first, second]) await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/dispute`));
  await ok(await merchant.api.post(`/v1/transactions/${charged.id}/sandbox/chargeback`));

  await logIn(page, merchant);
  await page.getByRole("navigation", { name: "Navegação principal" }).getByRole("link", { name: "Disputas" }).click();
  await expect(page.getByRole("heading", { name: "Disputas", level: 1 })).toBeVisible();
  const summary = page.getByRole("definition");
  await expect(summary.nth(0)).toHaveText("2");
  await expect(summary.nth(1)).toHaveText(brl(19200));
  await expect(summary.nth(2)).toHaveText("2");
  const table = page.getByRole("table", { name: "Disputas" });
  await expect(table.locator("tbody tr")).toHaveCount(3);
  await expect(table).toContainText("6 dias restantes");
  await expect(table).toContainText("Perdida");
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "docs/screenshots/disputes.png", fullPage: true });

  // the status filter is the URL: Back returns to all of them
  await page.getByRole("checkbox", { name: "Aberta" }).check();
  await expect(page).toHaveURL(/status=open/);
  await expect(table.locator("tbody tr")).toHaveCount(2);
  await page.goBack();
  await expect(table.locator("tbody tr")).toHaveCount(3);

  // the first dispute: answered with a file, won
  const [firstDispute] = (await ok(
    await merchant.api.get("/v1/disputes", { params: { transactionId: first.id as number } }),
  )) as unknown as { id: number }[];
  await table.getByRole("link", { name: `Disputa #${firstDispute.id}` }).click();
  await expect(page.getByRole("heading", { name: `Disputa #${firstDispute.id}`, level: 1 })).toBeVisible();
  await expect(page.getByText("6 dias restantes")).toBeVisible();
  await expect(page.getByText(brl(15000))).toBeVisible();
  const form = page.getByRole("form", { name: "Enviar provas" });
  await form.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(form.getByText("Escreva a resposta à disputa.")).toBeVisible();
  // six files are one too many, said before anything is sent
  await form
    .getByLabel("Arquivos", { exact: true })
    .setInputFiles(Array.from({ length: 6 }, (_, i) => pdf(`doc-${i}.pdf`)));
  await expect(form.getByText("Envie no máximo 5 arquivos.")).toBeVisible();
  await form.getByLabel("Sua resposta").fill("Entregue em 12/03, rastreio AA123456789BR, assinado pela compradora.");
  await form.getByLabel("Arquivos", { exact: true }).setInputFiles([pdf("comprovante-entrega.pdf")]);
  await expect(form.getByRole("list", { name: "Arquivos escolhidos" })).toContainText("comprovante-entrega.pdf");
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: "docs/screenshots/dispute-evidence.png", fullPage: true });
  await form.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(page.locator("main header").getByText("Ganha", { exact: true })).toBeVisible();
  await expect(page.getByText("Você ganhou a disputa")).toBeVisible();
  const files = page.getByRole("list", { name: "Arquivos enviados" });
  await expect(files).toContainText("comprovante-entrega.pdf");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    files.getByRole("link", { name: "comprovante-entrega.pdf" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("comprovante-entrega.pdf");
  expect((await ok(await merchant.api.get(`/v1/transactions/${first.id}`))).status).toBe("paid");

  // the second: text alone, lost
  await page.goto("/disputes?status=open");
  await expect(page.getByRole("table", { name: "Disputas" }).locator("tbody tr")).toHaveCount(1);
  await page
    .getByRole("table", { name: "Disputas" })
    .getByRole("link", { name: /^Disputa #/ })
    .click();
  await page.getByLabel("Sua resposta").fill("O cliente recebeu o produto.");
  await page.getByRole("button", { name: "Enviar resposta" }).click();
  await expect(page.getByText("A disputa foi perdida")).toBeVisible();
  await expect(page.getByText("Sem arquivos.")).toBeVisible();
  expect((await ok(await merchant.api.get(`/v1/transactions/${second.id}`))).status).toBe("chargedback");
  // the transaction page links to its dispute
  await page.goto(`/transactions/${second.id}`);
  await page.getByRole("link", { name: /^Ver disputa #/ }).click();
  await expect(page.getByText("A disputa foi perdida")).toBeVisible();

  await page.goto("/disputes");
  await expect(page.getByRole("definition").nth(0)).toHaveText("0");
});

test("disputes in English and on a phone", async ({ page, merchant, context, baseURL }) => {
  const t = await paidCard(merchant.api, 8800);
  await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/dispute`));
  await logIn(page, merchant);
  await context.addCookies([{ name: "colmeia-locale", value: "en", url: baseURL! }]);
  await page.goto("/disputes");
  await expect(page.getByRole("heading", { name: "Disputes", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Disputes" });
  await expect(table).toContainText("6 days left");
  await expect(table).toContainText("Open");
  await expect(page.getByText("Amount held").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await table.getByRole("link", { name: /^Dispute #/ }).click();
  await expect(page.getByRole("form", { name: "Submit evidence" })).toBeVisible();
  await expect(page.getByText("Sandbox: an answer with at least one file wins the dispute")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const detail = new URL(page.url()).pathname;
  await expectFitsPhone(page, "/disputes");
  await expect(page.getByText("6 days left")).toBeVisible();
  await expectFitsPhone(page, detail);
  await expect(page.getByRole("button", { name: "Send answer" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("another company's dispute is a page not found", async ({ page, merchant, otherMerchant }) => {
  const t = await paidCard(otherMerchant.api, 5000);
  await ok(await otherMerchant.api.post(`/v1/transactions/${t.id}/sandbox/dispute`));
  const [theirs] = (await ok(await otherMerchant.api.get("/v1/disputes"))) as unknown as { id: number }[];
  await logIn(page, merchant, `/disputes/${theirs.id}`);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/Disputa #/);
  await expect(page.getByRole("table", { name: "Disputas" })).toHaveCount(0);
});
