import { readFile } from "node:fs/promises";

import type { APIRequestContext, Download, Page } from "@playwright/test";

import { createMerchant, expect, test } from "../fixtures";
import { balance, ok, paidPix } from "../support/money";
import { expectAccessible } from "./checks";
import { logIn } from "./login";

// The payout rail's daily cycle in the dashboard (/payout-files): generate the CNAB 240 payment remessa
// of the waiting transfers (the sandbox bank answers it at once: an account ending in 9 is rejected,
// the others paid), see the transfers settle and fail, download the remessa, import a retorno through
// the drop zone's file input; a viewer only reads.

const table = (page: Page) => page.getByRole("table", { name: "Arquivos de pagamento" });
const rows = (page: Page) => table(page).locator("tbody tr");

async function save(download: Promise<Download>): Promise<{ name: string; content: Buffer }> {
  const file = await download;
  return { name: file.suggestedFilename(), content: await readFile((await file.path())!) };
}

/** A transfer to the recipient's stored account (paid by the sandbox bank). */
const transferToDefault = async (api: APIRequestContext, recipientId: number, amount: number) =>
  ok(await api.post("/v1/transfers", { data: { recipientId, amount } }));

test("payment remessa and retorno: transfers paid and rejected, download, import again, a broken file refused whole", async ({
  page,
  merchant,
}) => {
  await paidPix(merchant.api, 20000);
  const paid = await transferToDefault(merchant.api, merchant.recipientId, 3000);
  // an account the sandbox bank says does not exist (its number ends in 9), held by the recipient itself
  const recipient = await ok(await merchant.api.get(`/v1/recipients/${merchant.recipientId}`));
  const rejected = await ok(
    await merchant.api.post("/v1/transfers", {
      data: {
        recipientId: merchant.recipientId,
        amount: 2000,
        bankAccount: {
          bankCode: "033",
          agencyNumber: "4321",
          accountNumber: "7654329",
          accountDigit: "0",
          type: "conta_corrente",
          legalName: recipient.legalName,
          documentNumber: recipient.document.number,
          documentType: recipient.document.type,
        },
      },
    }),
  );
  const held = await balance(merchant.api);

  await logIn(page, merchant);
  await page.getByRole("navigation").getByRole("link", { name: "Arquivos de pagamento", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Arquivos de pagamento", level: 1 })).toBeVisible();
  await expect(page.getByText("Nenhum arquivo ainda.")).toBeVisible();
  await expectAccessible(page, "/payout-files (empty)");

  // the remessa of both transfers, and the sandbox bank's retorno paying one and rejecting the other
  await page.getByRole("button", { name: "Gerar remessa" }).click();
  // numbered per paying account: the sandbox bank's is shared by every company of the server
  const generated = page.getByRole("status").filter({ hasText: /Remessa nº \d+ gerada/ });
  await expect(generated).toBeVisible();
  const number = Number(/Remessa nº (\d+)/.exec((await generated.textContent())!)![1]);
  await expect(rows(page)).toHaveCount(2);
  const retornoRow = rows(page).nth(0);
  const remessaRow = rows(page).nth(1);
  await expect(retornoRow).toContainText("Retorno");
  await expect(retornoRow).toContainText("Importado");
  await expect(retornoRow).toContainText("1 paga, 1 recusada");
  await expect(remessaRow).toContainText("Remessa");
  await expect(remessaRow).toContainText("Enviada ao banco");
  await expectAccessible(page, "/payout-files (two files)");
  // the rejected transfer's amount is back in the balance; the paid one's is transferred
  expect(held).toMatchObject({ inTransit: 5000 });
  expect(await balance(merchant.api)).toMatchObject({
    available: held.available + 2000,
    inTransit: 0,
    transferred: held.transferred + 3000,
  });

  // the transfers list: one paid, one failed; the paid one shows the bank's authentication
  await page.getByRole("navigation").getByRole("link", { name: "Transferências", exact: true }).click();
  const transfers = page.getByRole("table", { name: "Transferências" });
  await expect(transfers.getByRole("row").filter({ hasText: `#${paid.id}` })).toContainText("Concluída");
  await expect(transfers.getByRole("row").filter({ hasText: `#${rejected.id}` })).toContainText("Falhou");
  await transfers.getByRole("link", { name: `Transferência #${paid.id}`, exact: true }).click();
  const authentication = page
    .locator("dt", { hasText: "Autenticação bancária" })
    .locator("xpath=following-sibling::dd[1]");
  await expect(authentication).toHaveText(`SANDBOX${String(paid.id).padStart(10, "0")}`);
  expect((await ok(await merchant.api.get(`/v1/transfers/${paid.id}`))).bankAuthentication).toBe(
    `SANDBOX${String(paid.id).padStart(10, "0")}`,
  );
  await expectAccessible(page, "/transfers/{id} (paid by a retorno)");

  // nothing new to send
  await page.getByRole("navigation").getByRole("link", { name: "Arquivos de pagamento", exact: true }).click();
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Gerar remessa" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Nenhuma transferência pendente" })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);

  // the remessa as the bank gets it: every line 240 characters ending in CRLF, the last one too
  const remessa = await save(
    Promise.all([
      page.waitForEvent("download"),
      rows(page)
        .nth(1)
        .getByRole("link", { name: `Baixar remessa nº ${number}` })
        .click(),
    ]).then(([d]) => d),
  );
  expect(remessa.name).toMatch(new RegExp(`^pagamentos-remessa-${String(number).padStart(6, "0")}-\\d+\\.rem$`));
  const text = remessa.content.toString("latin1");
  expect(text.endsWith("\r\n")).toBe(true);
  const lines = text.slice(0, -2).split("\r\n");
  // file header, batch header(s), segments A and B per transfer, batch trailer(s), file trailer
  expect(lines.length).toBeGreaterThanOrEqual(2 * 2 + 4);
  for (const line of lines) expect(line).toHaveLength(240);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);

  // the same retorno again: recognised, nothing imported
  const retorno = await save(
    Promise.all([
      page.waitForEvent("download"),
      rows(page)
        .nth(0)
        .getByRole("link", { name: /^Baixar retorno nº \d+$/ })
        .click(),
    ]).then(([d]) => d),
  );
  expect(retorno.name).toMatch(/\.ret$/);
  const retornoId = (await ok(await merchant.api.get("/v1/payout-files")))[0].id as number;
  const input = page.getByLabel("Escolher arquivo de retorno");
  await input.setInputFiles({ name: retorno.name, mimeType: "text/plain", buffer: retorno.content });
  await expect(page.getByRole("status").filter({ hasText: "Este arquivo já foi importado" })).toHaveText(
    `Este arquivo já foi importado (arquivo #${retornoId}). Nada foi alterado.`,
  );
  await expect(rows(page)).toHaveCount(2);

  // a broken file (line 3 one character short): refused whole, its line named, the list unchanged
  const broken = retorno.content
    .toString("latin1")
    .split("\r\n")
    .map((line, i) => (i === 2 ? line.slice(0, 239) : line))
    .join("\r\n");
  await input.setInputFiles({ name: "quebrado.ret", mimeType: "text/plain", buffer: Buffer.from(broken, "latin1") });
  const refusal = page.getByRole("main").getByRole("alert");
  await expect(refusal).toContainText("Linha 3: arquivo recusado");
  await expect(refusal).toContainText("239");
  await expectAccessible(page, "/payout-files (import refused)");
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  expect(await ok(await merchant.api.get("/v1/payout-files"))).toHaveLength(2);
  expect((await ok(await merchant.api.get(`/v1/transfers/${rejected.id}`))).status).toBe("failed");
});

test("a viewer sees the payout files but can neither generate a remessa nor import a retorno", async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const viewer = await createMerchant(request, baseURL!, playwright, "viewer");
  try {
    await paidPix(viewer.api, 10000);
    await transferToDefault(viewer.api, viewer.recipientId, 3000);
    const [file] = (await ok(await viewer.api.post("/v1/payout-files/remessa"))) as { sequence: number }[];
    await logIn(page, viewer, "/payout-files");
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0)).toContainText("1 paga");
    await expect(
      rows(page)
        .nth(1)
        .getByRole("link", { name: `Baixar remessa nº ${file.sequence}` }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Gerar remessa" })).toHaveCount(0);
    await expect(page.getByLabel("Escolher arquivo de retorno")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Importar retorno" })).toHaveCount(0);
    await expectAccessible(page, "/payout-files (viewer)");
  } finally {
    await viewer.api.dispose();
  }
});
