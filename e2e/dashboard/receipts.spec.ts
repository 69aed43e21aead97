import { readFile } from "node:fs/promises";

import { readPdf } from "../../lib/test/read-pdf";
import { expect, test } from "../fixtures";
import { ok, paidCard, paidPix } from "../support/money";
import { expectAccessible } from "./checks";
import { logIn } from "./login";

// "Baixar comprovante" on the transaction and transfer pages downloads the receipt the API answers
// to Accept: application/pdf, and the address printed on it confirms it (docs/dashboard.md).

test("the transaction and transfer pages download their receipts; the printed address confirms one", async ({
  page,
  merchant,
}) => {
  const t = await paidCard(merchant.api, 123456);
  await logIn(page, merchant, `/transactions/${t.id}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Baixar comprovante" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`comprovante-${t.id}.pdf`);
  const { texts } = await readPdf(await readFile(await download.path()));
  expect(texts).toContain("Comprovante de pagamento");
  expect(texts).toContain("R$ 1.234,56");
  expect(texts).toContain(String(t.authorizationCode));

  const address = texts.find((s) => s.includes("/verify/"));
  expect(address).toBeDefined();
  await page.goto(new URL(address!).pathname);
  await expect(page.getByRole("heading", { name: "Comprovante autêntico" })).toBeVisible();
  await expect(page.getByTestId("verify-amount")).toHaveText(/R\$\s1\.234,56/);
  await expect(page.getByTestId("verify-status")).toHaveText("Pago");
  await expectAccessible(page, "receipt verification");
  const forged = await page.goto(`${new URL(address!).pathname.slice(0, -1)}${address!.endsWith("A") ? "B" : "A"}`);
  expect(forged?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Comprovante não confirmado" })).toBeVisible();

  await paidPix(merchant.api, 30000);
  const transfer = await ok(
    await merchant.api.post("/v1/transfers", { data: { recipientId: merchant.recipientId, amount: 20000 } }),
  );
  await page.goto(`/transfers/${transfer.id}`);
  const [transferDownload] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Baixar comprovante" }).click(),
  ]);
  expect(transferDownload.suggestedFilename()).toBe(`comprovante-transferencia-${transfer.id}.pdf`);
  const transferPdf = await readPdf(await readFile(await transferDownload.path()));
  expect(transferPdf.texts).toContain("Comprovante de transferência");
  expect(transferPdf.texts).toContain("R$ 200,00");
});
