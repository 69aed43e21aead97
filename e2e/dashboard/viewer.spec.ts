import { createMerchant, expect, test, transactionBody } from "../fixtures";
import { ok, paidCard } from "../support/money";
import { signIn } from "../support/session";
import { logIn } from "./login";

// A viewer (read-only role) sees transactions but cannot refund, simulate or edit deliveries:
// the buttons are disabled with a hint, and the API refuses the session anyway.
test("a viewer cannot refund or simulate, in the page or through the API", async ({
  page,
  request,
  baseURL,
  playwright,
}) => {
  const viewer = await createMerchant(request, baseURL!, playwright, "viewer");
  try {
    const card = await paidCard(viewer.api, 10000, { traceable: true });
    const pix = await ok(await viewer.api.post("/v1/transactions", { data: transactionBody("pix") }));
    await logIn(page, viewer, `/transactions/${card.id}`);
    await expect(page.getByText("Somente leitura", { exact: true })).toBeVisible();

    const refund = page.getByRole("button", { name: "Estornar", exact: true });
    await expect(refund).toBeDisabled();
    await expect(refund).toHaveAccessibleDescription(/somente leitura/);
    await expect(
      page.getByRole("region", { name: "Simulações (sandbox)" }).getByRole("button", { name: "Chargeback" }),
    ).toBeDisabled();
    await expect(
      page.getByRole("region", { name: "Entrega" }).getByRole("button", { name: "Salvar entrega" }),
    ).toHaveCount(0);

    await page.goto(`/transactions/${pix.id}`);
    await expect(page.getByRole("button", { name: "Simular pagamento" })).toBeDisabled();

    // the API itself: 403 for the viewer's session, nothing changed
    const session = await playwright.request.newContext({ baseURL });
    await signIn(session, viewer.email, viewer.password);
    const res = await session.post(`/v1/transactions/${card.id}/refund`, {
      data: {},
      headers: { "content-type": "application/json" },
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).code).toBe("forbidden");
    expect((await ok(await viewer.api.get(`/v1/transactions/${card.id}`))).refundedAmount).toBe(0);
    // reading is allowed: the overview and the export work for viewers
    expect((await session.get("/v1/reports/overview")).status()).toBe(200);
    await session.dispose();
  } finally {
    await viewer.api.dispose();
  }
});
