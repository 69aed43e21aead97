import { expect, type Page } from "@playwright/test";

import { signIn } from "../support/session";

export const DEMO = { email: "demo@colmeia.dev", password: "colmeia-demo" };

// Signs the page's browser context in and opens `path` (the overview, the dashboard's home, without
// one). The sign-in is the login form's own request (next-auth's credentials callback, through the
// context's cookie jar), not the form: the specs that use this test what comes after signing in.
// The form itself — typing, the callbackUrl landing, wrong passwords, two-step codes, the English
// page — has its own specs (login-redirect, accounts, signup, transactions, language), which drive it.
export async function logIn(page: Page, who: { email: string; password: string } = DEMO, path?: string) {
  await signIn(page.request, who.email, who.password);
  await page.goto(path ?? "/overview");
  await expect(page).toHaveURL(path ? new RegExp(`${path.replace(/[?.]/g, "\\$&")}$`) : /\/overview$/);
}
