import { expect, test, transactionBody } from "../fixtures";
import { uid } from "../support/documents";
import { signUp } from "../support/sign-up";
import { expectAccessible } from "./checks";
import { logIn } from "./login";

// Day one: a company just signed up sees the getting-started checklist on its overview; each step
// ticks itself from what the merchant really did (through the API here), and the list can be dismissed.
test("a new company's overview walks it through getting started, ticking steps from what exists", async ({
  page,
  playwright,
}) => {
  const id = uid();
  const owner = { email: `dona-${id}@example.com`, password: `favo-de-mel-${id}` };
  const baseURL = test.info().project.use.baseURL!;
  const signup = await (await signUp(baseURL, owner)).json();
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-api-key": signup.apiKey } });
  try {
    await logIn(page, owner);
    const checklist = page.getByRole("region", { name: "Primeiros passos" });
    await expect(checklist).toContainText("0 de 6 concluídos");
    const steps = checklist.getByRole("listitem");
    await expect(steps).toHaveCount(6);
    await expect(steps.nth(3)).toContainText("A fazer: Cadastre um endpoint de webhook");
    await expect(steps.nth(3).getByRole("link", { name: "Abrir webhooks" })).toHaveAttribute("href", "/webhooks");
    await expectAccessible(page, "getting started");

    // the first API call (the key is used) creates an endpoint; a Pix is paid in the sandbox
    await api.post("/v1/webhook-endpoints", { data: { url: "https://loja.example.com/hooks" } });
    const pix = await (await api.post("/v1/transactions", { data: transactionBody("pix") })).json();
    await api.post(`/v1/transactions/${pix.id}/sandbox/pay`);
    await page.reload();
    await expect(checklist).toContainText("3 de 6 concluídos");
    await expect(steps.nth(2)).toContainText("Concluído: Use uma chave de API");
    await expect(steps.nth(3)).toContainText("Concluído: Cadastre um endpoint de webhook");
    await expect(steps.nth(4)).toContainText("Concluído: Faça um pagamento de teste");
    await expect(steps.nth(0)).toContainText("A fazer: Complete os dados da empresa");
    await page.screenshot({ path: "docs/screenshots/getting-started.png", fullPage: true });

    await checklist.getByRole("button", { name: "Dispensar" }).click();
    await expect(checklist).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Visão geral", level: 1 })).toBeVisible();
    await expect(checklist).toHaveCount(0);
  } finally {
    await api.dispose();
  }
});
