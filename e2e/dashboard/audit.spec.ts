import { expect, test } from "../fixtures";
import { ok, paidPix } from "../support/money";
import { expectAccessible } from "./checks";
import { logIn } from "./login";

test("the owner reads the audit log and filters it by action and by who", async ({ page, merchant }) => {
  const t = await paidPix(merchant.api, 10000);
  await ok(await merchant.api.post(`/v1/transactions/${t.id}/refund`, { data: { amount: 1500 } }));

  await logIn(page, merchant, "/settings/audit");
  await expect(page.getByRole("link", { name: "Auditoria" })).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table", { name: "Registros de auditoria" });
  const refundRow = table.getByRole("row").filter({ hasText: "refund.create" });
  await expect(refundRow).toContainText("Chave de API");
  await expect(refundRow).toContainText(`transaction ${t.id}`);
  // a readable name beside the code, and money as money
  await expect(refundRow).toContainText("Estorno feito");
  await expect(refundRow).toContainText("refundedAmount: R$ 0,00 → R$ 15,00");
  await expectAccessible(page, "audit log");

  // filters live in the URL
  await page.getByRole("combobox", { name: "Ação", exact: true }).selectOption("api_key.create");
  await expect(page).toHaveURL(/action=api_key\.create/);
  await expect(page.getByText("Nenhum registro com estes filtros.")).toBeVisible();
  await page.getByRole("combobox", { name: "Ação", exact: true }).selectOption("refund.create");
  // each filter change is a navigation: the next one starts from the URL it landed on
  await expect(page).toHaveURL(/action=refund\.create/);
  await page.getByRole("combobox", { name: "Quem", exact: true }).selectOption("api_key");
  await expect(page).toHaveURL(/actorType=api_key/);
  await expect(table.getByRole("row").filter({ hasText: "refund.create" })).toHaveCount(1);
  await page.getByRole("button", { name: "Limpar filtros" }).click();
  await expect(page).not.toHaveURL(/action=/);
});

test("a recipient's anticipation and transfer schedule changes are in the log, readable in English too", async ({
  page,
  merchant,
  baseURL,
}) => {
  await ok(
    await merchant.api.patch(`/v1/recipients/${merchant.recipientId}`, {
      data: { transferSettings: { anticipatableVolumePercentage: 40, transferMinimumAmount: 100000 } },
    }),
  );
  await page.context().addCookies([{ name: "colmeia-locale", value: "en", url: baseURL! }]);
  await logIn(page, merchant, "/settings/audit");
  const row = page
    .getByRole("table", { name: "Audit entries" })
    .getByRole("row")
    .filter({ hasText: "recipient.update" });
  await expect(row).toContainText("Recipient changed (anticipation, transfers)");
  await expect(row).toContainText("anticipatableVolumePercentage: 0 → 40");
  await expect(row).toContainText("transferMinimumAmount: R$ 0,00 → R$ 1.000,00");
  await expect(row).toContainText(`recipient ${merchant.recipientId}`);
});
