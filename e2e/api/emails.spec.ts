import { expect, test } from "../fixtures";
import { issuePaths, ok, paidPix } from "../support/money";
import { signIn } from "../support/session";

type Email = { kind: string; to: string; status: string; subject: string };

// GET /v1/emails and /v1/email-settings over HTTP (docs/email.md). The e2e servers have no
// SMTP_URL: messages are `logged`.
test.describe("e-mail", () => {
  test("a payment's e-mails are listed to its company only, paged and filtered", async ({
    merchant,
    otherMerchant,
  }) => {
    const t = await paidPix(merchant.api, 2345);
    const payer = (t.customer as { email: string }).email;
    // the worker fans the events out: both messages arrive, as `logged`
    await expect
      .poll(async () => ((await ok(await merchant.api.get("/v1/emails?limit=100"))) as unknown as Email[]).length)
      .toBeGreaterThanOrEqual(2);
    const page = await merchant.api.get("/v1/emails?kind=payment_receipt,payment_instructions&limit=1");
    expect(page.status()).toBe(200);
    expect(page.headers()["x-total-count"]).toBe("2");
    const [newest] = (await page.json()) as Email[];
    expect(newest).toMatchObject({ to: payer, status: "logged" });
    const receipts = (await ok(await merchant.api.get("/v1/emails?kind=payment_receipt"))) as unknown as Email[];
    // money as the project writes it: a no-break space after R$
    expect(receipts.map((e) => [e.to, e.subject])).toEqual([[payer, "Pagamento de R$\u00a023,45 confirmado"]]);
    // another company sees none of them
    const theirs = (await ok(await otherMerchant.api.get("/v1/emails?limit=100"))) as unknown as Email[];
    expect(theirs.some((e) => e.to === payer)).toBe(false);
  });

  test("settings: invalid input is a 400, a key has no alerts of its own, a viewer cannot switch the company's kinds", async ({
    merchant,
    playwright,
    baseURL,
  }) => {
    const badFilter = await merchant.api.get("/v1/emails?status=delivered");
    expect(badFilter.status()).toBe(400);
    expect(await issuePaths(badFilter)).toEqual(["status.0"]);
    const unknownKind = await merchant.api.patch("/v1/email-settings", { data: { kinds: { sms: false } } });
    expect(unknownKind.status()).toBe(400);
    const keyAlerts = await merchant.api.patch("/v1/email-settings", { data: { myAlerts: { new_sign_in: false } } });
    expect(keyAlerts.status()).toBe(400);
    expect(await issuePaths(keyAlerts)).toEqual(["myAlerts"]);

    const changed = await ok(
      await merchant.api.put("/v1/email-settings", { data: { kinds: { boleto_reminder: false }, locale: "en" } }),
    );
    expect(changed).toMatchObject({ locale: "en", myAlerts: null, isSmtpConfigured: false });
    expect((changed.kinds as Record<string, boolean>).boleto_reminder).toBe(false);

    const owner = await playwright.request.newContext({ baseURL });
    await signIn(owner, merchant.email, merchant.password);
    const viewerEmail = `leitor-${Date.now()}@example.com`;
    await ok(
      await owner.post("/v1/users", {
        data: { name: "Leitor", email: viewerEmail, password: "senha-do-leitor-1", role: "viewer" },
      }),
    );
    const viewer = await playwright.request.newContext({ baseURL });
    await signIn(viewer, viewerEmail, "senha-do-leitor-1");
    expect((await viewer.patch("/v1/email-settings", { data: { kinds: { boleto_reminder: true } } })).status()).toBe(
      403,
    );
    const mine = await ok(await viewer.patch("/v1/email-settings", { data: { myAlerts: { dispute_opened: true } } }));
    expect(mine.myAlerts).toEqual({
      dispute_opened: true,
      transfer_failed: false,
      webhook_endpoint_disabled: false,
      new_sign_in: false,
    });
    await Promise.all([owner.dispose(), viewer.dispose()]);
  });
});
