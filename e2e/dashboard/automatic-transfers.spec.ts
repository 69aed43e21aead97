import { expect, test } from "../fixtures";
import { createRecipient, issuePaths, ok, paidPix } from "../support/money";
import { brl, expectAccessible } from "./checks";
import { logIn } from "./login";

test("a recipient's weekly automatic transfer is set in the dashboard and shown as upcoming", async ({
  page,
  merchant,
}) => {
  const partner = await createRecipient(merchant.api, { legalName: "Parceira Semanal Ltda" });
  await paidPix(merchant.api, 20000, { splits: [{ recipientId: partner.id, amount: 8000 }] });

  await logIn(page, merchant, `/recipients/${partner.id}/edit`);
  const form = page.getByRole("form", { name: "Editar recebedor" });
  await form.getByLabel("Transferência automática").selectOption({ label: "Semanal" });
  await form.getByLabel("Dia da semana").selectOption({ label: "Quarta-feira" });
  await form.getByLabel("Valor mínimo").fill("5000");
  await expectAccessible(page, "edit recipient with automatic transfers");
  await form.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page).toHaveURL(new RegExp(`/recipients/${partner.id}$`));

  const saved = await ok(await merchant.api.get(`/v1/recipients/${partner.id}`));
  expect(saved.transferSettings).toMatchObject({
    transferInterval: "weekly",
    transferDay: 3,
    transferMinimumAmount: 5000,
  });
  const next = saved.transferSettings.nextAutomaticTransferOn as string;
  expect(new Date(`${next}T12:00:00Z`).getUTCDay()).toBe(3);
  const nextBR = `${next.slice(8, 10)}/${next.slice(5, 7)}/${next.slice(0, 4)}`;
  const details = page.getByRole("region", { name: "Dados" });
  await expect(details).toContainText(`Semanal, quarta-feira · próxima em ${nextBR} · mínimo ${brl(5000)}`);

  await page.getByRole("navigation").getByRole("link", { name: "Transferências", exact: true }).click();
  const upcoming = page.getByRole("region", { name: "Transferências automáticas programadas" });
  await expect(upcoming).toContainText("Parceira Semanal Ltda");
  await expect(upcoming).toContainText(`${nextBR} · ${brl(saved.balance.available)} disponível hoje`);

  // a schedule that cannot run is refused by the API, naming the field
  const bad = await merchant.api.patch(`/v1/recipients/${partner.id}`, {
    data: { transferSettings: { transferInterval: "monthly", transferDay: 0 } },
  });
  expect(bad.status()).toBe(400);
  expect(await issuePaths(bad)).toContain("transferSettings.transferDay");
});
