import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe's serious and critical violations on the page as it stands. Next streams a page's metadata,
 * so after a client-side navigation the <title> can land a moment after the content: wait for it
 * first, or axe reports a missing title that no user would meet; and for lists to finish loading.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page).toHaveTitle(/\S/);
  // a list dimmed while its next page loads (aria-busy, 60 % opacity) is a moment, not the page:
  // judged once it settled (axe flagged the dimmed rows' contrast when the check landed mid-load)
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export async function expectAccessible(page: Page, label = page.url()) {
  expect(await seriousViolations(page), label).toEqual([]);
}
