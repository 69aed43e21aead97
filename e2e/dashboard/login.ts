import { expect, type Page } from "@playwright/test";

export const DEMO = { email: "demo@colmeia.dev", password: "colmeia-demo" };

// Logs in through the form. Without `path` the merchant lands on the overview (the dashboard's
// home); with one, the login page is opened with that callbackUrl and lands there.
export async function logIn(page: Page, who: { email: string; password: string } = DEMO, path?: string) {
  await page.goto(path ? `/login?callbackUrl=${encodeURIComponent(path)}` : "/login");
  await page.getByLabel("E-mail").fill(who.email);
  await page.getByLabel("Senha").fill(who.password);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(path ? new RegExp(`${path.replace(/[?.]/g, "\\$&")}$`) : /\/overview$/);
}
