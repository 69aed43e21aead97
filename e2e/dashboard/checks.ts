import { expect, type Page } from "@playwright/test";

export { expectAccessible } from "../support/accessibility";

// Shared checks of the dashboard specs: accessibility (../support/accessibility.ts) and
// phone width (the page itself never scrolls sideways; wide tables scroll inside their own box).

export async function expectFitsPhone(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await expect(page.locator("main h1").first()).toBeVisible();
  await expectNoSidewaysScroll(page, path);
}

/** The page as it stands (a dialog open, a form filled) is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** BRL as the dashboard prints it (Intl, with its no-break space). */
export const brl = (cents: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(cents / 100);
