import { formatDateBR } from "@/lib/formats/time";

import { expect, test } from "../fixtures";
import { balance, expectLedgerConsistent, ok, paidCard } from "../support/money";
import { brl, expectAccessible, expectFitsPhone } from "./checks";
import { logIn } from "./login";

type Payable = { id: number; netAmount: number; paymentDate: string };

test("receivables: the figures on screen are the API's, and an anticipation moves them as the preview said", async ({
  page,
  merchant,
}) => {
  const card = await paidCard(merchant.api, 30000, { installments: 3 });
  await ok(
    await merchant.api.patch(`/v1/recipients/${merchant.recipientId}`, {
      data: { transferSettings: { anticipatableVolumePercentage: 100 } },
    }),
  );
  const list = (await ok(await merchant.api.get("/v1/payables"))) as unknown as Payable[];
  const before = await balance(merchant.api);
  expect(before.waitingFunds).toBe(card.fee.netAmount);

  await logIn(page, merchant, "/overview");
  await page.getByRole("navigation").getByRole("link", { name: "Recebíveis", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Recebíveis", level: 1 })).toBeVisible();
  const summary = page.getByRole("region", { name: "Saldo" });
  const figure = (name: string) => summary.getByRole("group", { name });
  await expect(figure("A receber")).toContainText(brl(before.waitingFunds));
  await expect(figure("Disponível")).toContainText(brl(before.available));
  await expect(figure("Antecipável agora")).toContainText(brl(before.waitingFunds));

  // one row per installment, soonest first, each with its net
  const rows = page.getByRole("table", { name: "Parcelas a receber" }).locator("tbody tr");
  await expect(rows).toHaveCount(3);
  for (const [i, p] of list.entries()) {
    await expect(rows.nth(i)).toContainText(`parcela ${i + 1}/3`);
    await expect(rows.nth(i).locator("td").nth(5)).toHaveText(brl(p.netAmount));
    await expect(rows.nth(i)).toContainText("A receber");
  }
  // the chart's written summary: everything waiting falls in the next 90 days
  await expect(page.getByText(`${brl(before.waitingFunds)} a receber nos próximos 90 dias`)).toBeVisible();
  await expectAccessible(page, "receivables");
  await page.screenshot({ path: "docs/screenshots/receivables.png", fullPage: true });
  // per day, the calendar's table lists the three payment days with their nets
  await page.getByRole("group", { name: "Agrupar por" }).getByRole("button", { name: "Dia" }).click();
  await page.getByText("Ver dados em tabela").click();
  const calendarRows = page.getByRole("table", { name: "Próximos 90 dias" }).locator("tbody tr");
  await expect(calendarRows).toHaveCount(3);
  for (const [i, p] of list.entries())
    await expect(calendarRows.nth(i).locator("td").last()).toHaveText(brl(p.netAmount));

  // simulate the first installment's worth: the preview names one installment, its fee and what arrives
  await page.getByLabel("Quanto antecipar").fill(String(list[0].netAmount));
  await page.getByRole("button", { name: "Simular" }).click();
  const preview = await ok(await merchant.api.get(`/v1/anticipations/limits?amount=${list[0].netAmount}`));
  await expect(page.getByText("Você recebe agora")).toBeVisible();
  await expect(page.getByText(brl(preview.netAmount), { exact: true })).toBeVisible();
  await expect(page.getByText(brl(-preview.fee), { exact: true })).toBeVisible();
  await expect(page.getByText("Taxa de antecipação (1,99% a.m.)")).toBeVisible();
  // and which installment: the first of the card's three, its day, its net and its fee
  const picked = page.getByRole("list", { name: "Parcelas antecipadas" }).getByRole("listitem");
  await expect(picked).toHaveCount(1);
  expect(preview.payables).toEqual([
    expect.objectContaining({ transactionId: card.id, installment: 1, installments: 3 }),
  ]);
  await expect(picked.first()).toContainText(`Transação #${card.id} parcela 1/3`);
  await expect(picked.first()).toContainText(formatDateBR(preview.payables[0].paymentDate));
  await expect(picked.first()).toContainText(`${brl(preview.amount)} taxa ${brl(-preview.fee)}`);
  await page.getByRole("button", { name: "Confirmar antecipação" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Antecipação #" })).toContainText(brl(preview.netAmount));

  // the screen and the API agree afterwards
  const after = await balance(merchant.api);
  expect(after.available).toBe(before.available + preview.netAmount);
  expect(after.waitingFunds).toBe(before.waitingFunds - preview.amount);
  await expect(figure("Disponível")).toContainText(brl(after.available));
  await expect(figure("A receber")).toContainText(brl(after.waitingFunds));
  await expect(rows.first()).toContainText("Antecipado");
  await expect(rows.first().locator("td").nth(5)).toHaveText(brl(preview.netAmount));
  await expectLedgerConsistent(merchant.api);

  // the transaction's own page says when each installment arrives
  await rows
    .first()
    .getByRole("link", { name: `Transação #${card.id}` })
    .click();
  const schedule = page.getByRole("table", { name: "Parcelas deste pagamento" }).locator("tbody tr");
  await expect(schedule).toHaveCount(3);
  await expect(schedule.first()).toContainText("Antecipado");
  await expect(schedule.nth(2)).toContainText("3/3");
  await expect(schedule.nth(2).locator("td").nth(3)).toHaveText(brl(list[2].netAmount));

  // the statement has the anticipation and its fee
  await page.getByRole("navigation").getByRole("link", { name: "Extrato", exact: true }).click();
  await expect(page.getByRole("table", { name: "Extrato" })).toContainText("Taxa de antecipação");
  await expectFitsPhone(page, "/receivables");
});

test("a recipient without an anticipatable percentage is told so and cannot simulate", async ({ page, merchant }) => {
  await paidCard(merchant.api, 12000, { installments: 2 });
  const now = await balance(merchant.api);
  await logIn(page, merchant, "/receivables");
  await expect(page.getByText("O percentual antecipável deste recebedor é 0", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Simular" })).toBeDisabled();
  // and where to change it: the recipient's setting
  await expect(page.getByRole("link", { name: "Altere o percentual nas configurações do recebedor" })).toHaveAttribute(
    "href",
    `/recipients/${merchant.recipientId}/edit#edit-settings-anticipatableVolumePercentage`,
  );
  await expect(
    page.getByRole("region", { name: "Saldo" }).getByText(brl(now.waitingFunds), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("table", { name: "Parcelas a receber" }).locator("tbody tr")).toHaveCount(2);
});
