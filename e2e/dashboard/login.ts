import { expect, type Page } from "@playwright/test";

export const DEMO = { email: "demo@colmeia.dev", password: "colmeia-demo" };

export async function logIn(page: Page, who: { email: string; password: string } = DEMO) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Senha").fill(who.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/transactions/);
}
