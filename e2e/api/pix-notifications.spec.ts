import { readFileSync } from "node:fs";
import path from "node:path";

import { expect, test, transactionBody } from "../fixtures";
import { ok } from "../support/money";

// A Pix notification is a hint, not a payment (docs/security.md, "Pix notifications"): a POST to
// the webhook URL — by anyone who learned it — settles only what the PSP confirms. The URL's
// secret segment is read from the server's DATA_DIR (playwright.config.ts gives each server its own).

function webhookUrl(projectName: string) {
  const dataDir = path.join(
    process.env.E2E_TMP ?? ".tmp",
    projectName === "api-postgres" ? "e2e-postgres" : "e2e-pglite",
  );
  const secret = readFileSync(path.join(dataDir, "pix-webhook-secret"), "utf8").trim();
  return `/api/rails/pix/${secret}/pix`;
}

const notification = (entry: Record<string, unknown>) => ({
  pix: [{ horario: new Date().toISOString(), ...entry }],
});

test.describe("Pix notifications over HTTP", () => {
  test("a forged notification (made-up endToEndId, real txid, valor 99999.00) leaves the transaction unpaid", async ({
    merchant,
    request,
  }, testInfo) => {
    const url = webhookUrl(testInfo.project.name);
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
    const forged = notification({
      endToEndId: `E00000000${new Date().toISOString().replace(/\D/g, "").slice(0, 12)}FORGED00001`,
      txid: t.pix.txid,
      valor: "99999.00",
    });
    const res = await request.post(url, { data: forged });
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ received: 1, settled: 0 });
    const after = await ok(await merchant.api.get(`/v1/transactions/${t.id}`));
    expect(after).toMatchObject({ status: "waiting_payment", paidAmount: 0 });
    expect(after.pix.end2EndId ?? null).toBeNull();

    // the real payment still settles (the PSP's notification is confirmed with the PSP)
    const paid = await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/pay`));
    expect(paid).toMatchObject({ status: "paid", paidAmount: t.amount });
    // the forged one again, now that the charge is paid, changes nothing
    await request.post(url, { data: forged });
    expect(await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).toMatchObject({
      status: "paid",
      pix: { end2EndId: paid.pix.end2EndId },
    });
  });

  test("an endToEndId holding \\u0000 is a JSON answer, never a 500; a wrong secret is a 404", async ({
    merchant,
    request,
  }, testInfo) => {
    const url = webhookUrl(testInfo.project.name);
    const t = await ok(await merchant.api.post("/v1/transactions", { data: transactionBody("pix") }));
    const body = `{"pix":[{"endToEndId":"E0000000020260101\\u0000ABCDEFGHJKLMN","txid":"${t.pix.txid}","valor":"100.00","horario":"${new Date().toISOString()}"}]}`;
    const res = await request.post(url, { data: body, headers: { "content-type": "application/json" } });
    expect(res.status()).toBeLessThan(500);
    expect(res.headers()["content-type"]).toMatch(/json/);
    expect((await ok(await merchant.api.get(`/v1/transactions/${t.id}`))).status).toBe("waiting_payment");

    const notJson = await request.post(url, { data: "{", headers: { "content-type": "application/json" } });
    expect(notJson.status()).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: "bad_request" });
    const wrong = await request.post(url.replace(/\/api\/rails\/pix\/[^/]+/, "/api/rails/pix/not-the-secret"), {
      data: notification({ endToEndId: "E00000000202601011200ABCDEFGHJKL", txid: t.pix.txid, valor: "1.00" }),
    });
    expect(wrong.status()).toBe(404);
    expect(await wrong.json()).toMatchObject({ code: "not_found" });
  });
});
