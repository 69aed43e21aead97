import http from "node:http";
import type { AddressInfo } from "node:net";

import { expect, test } from "@playwright/test";

import { transactionBody } from "../fixtures";
import { seriousViolations } from "../support/accessibility";
import { uid } from "../support/documents";
import { signUp } from "../support/sign-up";
import { ownServer } from "./own-server";

// An endpoint that keeps failing is disabled by Colmeia after WEBHOOK_DISABLE_AFTER_HOURS (a few
// seconds here), with an event to the company's other endpoints, an audit entry and a banner in the
// dashboard, where the merchant enables it again.
test.use({ locale: "pt-BR", timezoneId: "America/Sao_Paulo" });

test("an endpoint failing for WEBHOOK_DISABLE_AFTER_HOURS is disabled, announced, shown, and enabled again", async ({
  playwright,
  page,
}) => {
  test.setTimeout(240_000);
  let status = 500;
  const received: { path: string; event: string }[] = [];
  const receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const path = req.url ?? "";
      if (path === "/watcher") received.push({ path, event: JSON.parse(body).event });
      res.writeHead(path === "/watcher" ? 200 : status).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const server = ownServer("endpoint_disable", 3381, {
    pglite: true,
    env: {
      // 0.002 h = 7.2 s of failures
      WEBHOOK_DISABLE_AFTER_HOURS: "0.002",
      WEBHOOK_RETRY_BASE_MS: "200",
      WEBHOOK_POLL_MS: "200",
      WEBHOOK_TIMEOUT_MS: "1500",
    },
  });
  await server.start();
  const id = uid();
  const owner = { email: `dona-${id}@example.com`, password: `senha-${id}` };
  const signup = await (await signUp(server.url, { ownerName: "Dona", ...owner })).json();
  const api = await playwright.request.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { "x-api-key": signup.apiKey },
  });
  try {
    const watcher = await (
      await api.post("/v1/webhook-endpoints", {
        data: { url: `${base}/watcher`, enabledEvents: ["webhook_endpoint.*"] },
      })
    ).json();
    const failing = await (
      await api.post("/v1/webhook-endpoints", { data: { url: `${base}/down`, enabledEvents: ["transaction.*"] } })
    ).json();
    // events keep coming while the receiver answers 500
    for (let i = 0; i < 5; i++) await api.post("/v1/transactions", { data: transactionBody("pix") });

    await expect
      .poll(async () => (await (await api.get(`/v1/webhook-endpoints/${failing.id}`)).json()).enabled, {
        timeout: 90_000,
      })
      .toBe(false);
    const disabled = await (await api.get(`/v1/webhook-endpoints/${failing.id}`)).json();
    expect(disabled).toMatchObject({ disabledReason: "failing", disabledAt: expect.any(String) });
    expect(disabled.consecutiveFailures).toBeGreaterThan(1);
    // the company's other endpoint hears of it
    await expect.poll(() => received.map((r) => r.event), { timeout: 30_000 }).toEqual(["webhook_endpoint.disabled"]);
    expect((await (await api.get(`/v1/webhook-endpoints/${watcher.id}`)).json()).enabled).toBe(true);

    await page.goto(`${server.url}/login?callbackUrl=${encodeURIComponent("/webhooks")}`);
    await page.getByLabel("E-mail").fill(owner.email);
    await page.getByLabel("Senha").fill(owner.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "1 endpoint foi desativado pelo Colmeia" })).toBeVisible();
    const row = page.getByRole("listitem").filter({ hasText: `${base}/down` });
    await expect(row.getByText("Desativado por falhas")).toBeVisible();
    await expect(row.getByText(/Desativado pelo Colmeia em .*: falhando desde/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "docs/screenshots/webhooks-endpoint-disabled.png", fullPage: true });

    status = 200;
    await row.getByRole("button", { name: "Reativar" }).click();
    await expect(row.getByText("Ativo", { exact: true })).toBeVisible();
    await expect(page.getByText("1 endpoint foi desativado pelo Colmeia")).toHaveCount(0);
    expect(await (await api.get(`/v1/webhook-endpoints/${failing.id}`)).json()).toMatchObject({
      enabled: true,
      consecutiveFailures: 0,
      disabledReason: null,
    });
    const audit = await (await api.get("/v1/audit-log?action=webhook_endpoint.disable")).json();
    expect(JSON.stringify(audit)).toContain("webhook_endpoint.disable");
  } finally {
    await api.dispose();
    await server.stop();
    receiver.closeAllConnections();
    await new Promise((r) => receiver.close(r));
  }
});
