import { expect, test } from "../fixtures";

// After sign-in the merchant lands where they asked to go, but never on another host.
for (const evil of [
  "/\t/evil.example",
  "//evil.example",
  "/\\evil.example",
  "/%0a/evil.example",
  "https://evil.example",
]) {
  test(`a callbackUrl of ${JSON.stringify(evil)} lands on the overview, on our own host`, async ({
    page,
    merchant,
    baseURL,
  }) => {
    await page.goto(`/login?callbackUrl=${encodeURIComponent(evil)}`);
    await page.getByLabel("E-mail").fill(merchant.email);
    await page.getByLabel("Senha").fill(merchant.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/overview$/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
}

test("a same-origin callbackUrl with its query is where the merchant lands", async ({ page, merchant }) => {
  await page.goto(`/login?callbackUrl=${encodeURIComponent("/transactions?status=paid")}`);
  await page.getByLabel("E-mail").fill(merchant.email);
  await page.getByLabel("Senha").fill(merchant.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/transactions\?status=paid$/);
});

test("a visitor who is not signed in is sent to sign in and comes back to the page they asked for", async ({
  page,
  merchant,
}) => {
  await page.goto("/transactions?status=paid&paymentMethods=pix");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Ftransactions%3Fstatus%3Dpaid%26paymentMethods%3Dpix$/);
  await page.getByLabel("E-mail").fill(merchant.email);
  await page.getByLabel("Senha").fill(merchant.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/transactions\?status=paid&paymentMethods=pix$/);
  // a session that ended on the server (signed out elsewhere) also comes back to where it was
  await page.context().addCookies([{ name: "next-auth.session-token", value: "not-a-session", url: page.url() }]);
  await page.goto("/recipients");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Frecipients$/);
});
