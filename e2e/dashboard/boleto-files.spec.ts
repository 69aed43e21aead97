import { readFile } from "node:fs/promises";

import type { Download, Page } from "@playwright/test";

import { createMerchant, expect, test, transactionBody } from "../fixtures";
import { ok } from "../support/money";
import { expectAccessible } from "./checks";
import { logIn } from "./login";

// The boleto rail's daily cycle in the dashboard (/boleto-files): generate the CNAB 240 remessa (the
// sandbox bank answers it at once with a retorno), download it, import a retorno through the drop
// zone's file input; a viewer only reads.

const table = (page: Page) => page.getByRole("table", { name: "Arquivos de boleto" });
const rows = (page: Page) => table(page).locator("tbody tr");

async function save(download: Promise<Download>): Promise<{ name: string; content: Buffer }> {
  const file = await download;
  return { name: file.suggestedFilename(), content: await readFile((await file.path())!) };
}

test("remessa and retorno: generate, download, import again and a broken file refused whole", async ({
  page,
  merchant,
}) => {
  for (let i = 0; i < 2; i++)
    await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("boleto") }));

  await logIn(page, merchant);
  await page.getByRole("navigation").getByRole("link", { name: "Arquivos de boleto", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Arquivos de boleto", level: 1 })).toBeVisible();
  await expect(page.getByText("Nenhum arquivo ainda.")).toBeVisible();
  await expectAccessible(page, "/boleto-files (empty)");

  // the remessa of both boletos, and the sandbox bank's retorno confirming both entries, newest first
  await page.getByRole("button", { name: "Gerar remessa" }).click();
  // remessas are numbered per collection agreement, which every company of the server shares
  const generated = page.getByRole("status").filter({ hasText: /Remessa nº \d+ gerada/ });
  await expect(generated).toBeVisible();
  const number = Number(/Remessa nº (\d+)/.exec((await generated.textContent())!)![1]);
  await expect(rows(page)).toHaveCount(2);
  const retornoRow = rows(page).nth(0);
  const remessaRow = rows(page).nth(1);
  await expect(retornoRow).toContainText("Retorno");
  await expect(retornoRow).toContainText("Importado");
  await expect(retornoRow).toContainText("2 confirmados");
  await expect(remessaRow).toContainText("Remessa");
  await expect(remessaRow).toContainText("Enviada ao banco");
  await expectAccessible(page, "/boleto-files (two files)");

  // nothing new to send
  await page.getByRole("button", { name: "Gerar remessa" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Nenhum boleto pendente" })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);

  // the remessa as the bank gets it: every line 240 characters ending in CRLF, the last one too
  const remessa = await save(
    Promise.all([
      page.waitForEvent("download"),
      remessaRow.getByRole("link", { name: `Baixar remessa nº ${number}` }).click(),
    ]).then(([d]) => d),
  );
  expect(remessa.name).toMatch(new RegExp(`^remessa-${String(number).padStart(6, "0")}-\\d+\\.rem$`));
  const text = remessa.content.toString("latin1");
  expect(text.endsWith("\r\n")).toBe(true);
  const lines = text.slice(0, -2).split("\r\n");
  // file header, batch header, segments P and Q per boleto (R with a fine or discount), two trailers
  expect(lines.length).toBeGreaterThanOrEqual(2 * 2 + 4);
  for (const line of lines) expect(line).toHaveLength(240);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);

  // the same retorno again: recognised, nothing imported
  const retorno = await save(
    Promise.all([
      page.waitForEvent("download"),
      retornoRow.getByRole("link", { name: /^Baixar retorno nº \d+$/ }).click(),
    ]).then(([d]) => d),
  );
  expect(retorno.name).toMatch(/\.ret$/);
  const retornoId = (await ok(await merchant.api.get("/v1/boleto-files")))[0].id as number;
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
  await expectAccessible(page, "/boleto-files (import refused)");
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  expect(await ok(await merchant.api.get("/v1/boleto-files"))).toHaveLength(2);
});

test("a viewer sees the files but can neither generate a remessa nor import a retorno", async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const viewer = await createMerchant(request, baseURL!, playwright, "viewer");
  try {
    await ok(await viewer.api.post("/v1/transactions", { data: transactionBody("boleto") }));
    const file = (await ok(await viewer.api.post("/v1/boleto-files/remessa"))) as { sequence: number };
    await logIn(page, viewer, "/boleto-files");
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0)).toContainText("1 confirmado");
    await expect(
      rows(page)
        .nth(1)
        .getByRole("link", { name: `Baixar remessa nº ${file.sequence}` }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Gerar remessa" })).toHaveCount(0);
    await expect(page.getByLabel("Escolher arquivo de retorno")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Importar retorno" })).toHaveCount(0);
    await expectAccessible(page, "/boleto-files (viewer)");
  } finally {
    await viewer.api.dispose();
  }
});
