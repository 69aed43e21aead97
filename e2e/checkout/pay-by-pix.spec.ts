import { expect, test } from "../fixtures";
import {
  chargeOnLink,
  countStatusPolls,
  createLink,
  fillPayer,
  pathOf,
  payer,
  transactionsOfLink,
  watchCsp,
} from "./helpers";

test("pays a link by Pix: QR and copy-paste code, then the page confirms without a reload", async ({
  page,
  merchant,
}) => {
  const link = await createLink(merchant, { settings: { defaultPaymentMethod: "pix" } });
  const csp = watchCsp(page);
  await page.goto(pathOf(link.url));
  await expect(page.getByRole("tab", { name: "Pix" })).toHaveAttribute("aria-selected", "true");
  await fillPayer(page, payer());
  await page.getByRole("button", { name: "Gerar código Pix" }).click();

  await expect(page.getByRole("heading", { name: "Aguardando pagamento" })).toBeVisible();
  const qr = page.getByRole("img", { name: "QR code Pix para pagamento" });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
  await expect(page.getByLabel("Pix copia e cola")).toHaveValue(/^000201.*br\.gov\.bcb\.pix/);
  await expect(page.getByRole("button", { name: "Copiar código Pix" })).toBeVisible();
  await expect(page.getByTestId("pix-countdown")).toHaveText(/^\d+ dias? e \d{2}:\d{2}:\d{2}$|^\d{2}:\d{2}(:\d{2})?$/);

  // the payer's bank pays it: here the merchant's sandbox action, from outside the page
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const [t] = await transactionsOfLink(merchant, link.id);
  expect(t.status).toBe("waiting_payment");
  const paid = await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`, { data: {} });
  expect(paid.status(), await paid.text()).toBe(200);

  await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible({ timeout: 10_000 });
  await expect(qr).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(csp).toEqual([]);
});

test("the sandbox button on a Pix page simulates the payment", async ({ page, merchant }) => {
  const link = await createLink(merchant, {
    settings: { defaultPaymentMethod: "pix", card: { enabled: false }, boleto: { enabled: false } },
  });
  await page.goto(pathOf(link.url));
  await expect(page.getByRole("tab")).toHaveCount(1);
  await fillPayer(page, payer());
  await page.getByRole("button", { name: "Gerar código Pix" }).click();
  await page.getByRole("button", { name: "Simular pagamento (sandbox)" }).click();
  // the payment goes through the sandbox PSP and its webhook, as a bank's would: on a machine busy
  // with the whole suite that can take longer than the default wait
  await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible({ timeout: 45_000 });
  const [t] = await transactionsOfLink(merchant, link.id);
  expect(t.status).toBe("paid");
});

test("a Pix whose time ran out in the browser: expired state, the link again, no pay button, and a payment made in the last instants still shows", async ({
  page,
  request,
  merchant,
}) => {
  const link = await createLink(merchant, { settings: { pix: { expiresInDays: 1 } } });
  const secureId = await chargeOnLink(request, link, "pix");
  const csp = watchCsp(page);
  const polls = countStatusPolls(page, secureId);
  await page.clock.install();
  await page.goto(`/checkout/${secureId}`);
  await expect(page.getByRole("heading", { name: "Aguardando pagamento" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Simular pagamento (sandbox)" })).toBeVisible();
  await expect.poll(polls, { message: "a waiting Pix is polled" }).toBeGreaterThan(0);

  // the payer comes back a day later: the countdown has ended, whether or not the server swept it yet
  await page.clock.fastForward(86_400_000 + 5_000);
  await expect(page.getByRole("heading", { name: "Pagamento expirado" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Tentar novamente" })).toHaveAttribute("href", `/pay/${link.alias}`);
  await expect(page.getByRole("img", { name: "QR code Pix para pagamento" })).toHaveCount(0);
  await expect(page.getByLabel("Pix copia e cola")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Simular pagamento (sandbox)" })).toHaveCount(0);
  // by the server's clock the Pix is still payable: a payment landing now is confirmed on the page
  const seen = polls();
  const t = (await transactionsOfLink(merchant, link.id)).find((x) => x.secureId === secureId)!;
  expect((await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`)).status()).toBe(200);
  await page.clock.runFor(6_000);
  await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible();
  expect(polls(), "the page kept asking, slowly, after its own deadline").toBeGreaterThan(seen);
  expect(csp).toEqual([]);
});

test("a Pix expired on the server (as the expiry sweep does) turns the open page to expired, and a reload does not poll", async ({
  page,
  request,
  merchant,
}) => {
  const link = await createLink(merchant);
  const secureId = await chargeOnLink(request, link, "pix");
  await page.goto(`/checkout/${secureId}`);
  await expect(page.getByRole("heading", { name: "Aguardando pagamento" })).toBeVisible();
  const t = (await transactionsOfLink(merchant, link.id)).find((x) => x.secureId === secureId)!;
  const expired = await merchant.api.post(`/v1/transactions/${t.id}/sandbox/expire`);
  expect(expired.status(), await expired.text()).toBe(200);

  await expect(page.getByRole("heading", { name: "Pagamento expirado" })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("link", { name: "Tentar novamente" })).toHaveAttribute("href", `/pay/${link.alias}`);
  await expect(page.getByRole("button", { name: "Simular pagamento (sandbox)" })).toHaveCount(0);

  const polls = countStatusPolls(page, secureId);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Pagamento expirado" })).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code Pix para pagamento" })).toHaveCount(0);
  await page.waitForTimeout(4_500);
  expect(polls()).toBe(0);
});
