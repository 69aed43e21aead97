import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { expect, test, transactionBody } from "../fixtures";
import { publicKeyOf } from "./helpers";

// A merchant's own checkout on ANOTHER origin (its own server, here node:http on another port)
// loads <script src="{colmeia}/v1/js">, tokenizes the card in the browser with BeehivePay and posts
// only the hash to its server, which pays with it through POST /v1/transactions and the secret key.
const APPROVED = "4111111111111111";
const LUHN_TYPO = "4111111111111112";

type Received = { method: string; url: string; body: string };

function checkoutPage(appUrl: string, publicKey: string) {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Loja</title><script src="${appUrl}/v1/js"></script></head>
<body>
  <form id="checkout">
    <label>Número do cartão <input id="number" autocomplete="cc-number"></label>
    <label>Nome impresso <input id="holder" autocomplete="cc-name"></label>
    <label>Mês <input id="month" autocomplete="cc-exp-month"></label>
    <label>Ano <input id="year" autocomplete="cc-exp-year"></label>
    <label>CVV <input id="cvv" autocomplete="cc-csc"></label>
    <button type="submit">Pagar</button>
  </form>
  <p id="result" role="status"></p>
  <pre id="error"></pre>
  <script>
    BeehivePay.setPublicKey(${JSON.stringify(publicKey)});
    BeehivePay.setTestMode(true);
    var value = function (id) { return document.getElementById(id).value; };
    document.getElementById("checkout").addEventListener("submit", function (event) {
      event.preventDefault();
      BeehivePay.encrypt({ number: value("number"), holderName: value("holder"), expirationMonth: Number(value("month")), expirationYear: Number(value("year")), cvv: value("cvv") })
        .then(function (hash) {
          return fetch("/orders", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ cardHash: hash }) })
            .then(function (r) { return r.json(); })
            .then(function (order) { document.getElementById("result").textContent = "Pedido " + order.id + ": " + order.status; });
        })
        .catch(function (e) { document.getElementById("error").textContent = JSON.stringify({ message: e.message, code: e.code, details: e.details }); });
    });
  </script>
</body></html>`;
}

// The merchant's server: serves the page, keeps everything it receives, pays an order by card hash.
async function startMerchantServer(appUrl: string, publicKey: string, secretKey: string) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => void receive(req, res));
  async function receive(req: IncomingMessage, res: ServerResponse) {
    let body = "";
    for await (const chunk of req) body += chunk;
    received.push({ method: req.method!, url: req.url!, body });
    if (req.method === "GET" && req.url === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(checkoutPage(appUrl, publicKey));
    } else if (req.method === "POST" && req.url === "/orders") {
      const { cardHash } = JSON.parse(body);
      const payment = await fetch(`${appUrl}/v1/transactions`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Basic ${Buffer.from(`${secretKey}:x`).toString("base64")}`,
        },
        body: JSON.stringify(transactionBody("credit_card", { card: { hash: cardHash } })),
      });
      const transaction = await payment.json();
      res
        .writeHead(payment.status, { "content-type": "application/json" })
        .end(JSON.stringify({ id: transaction.id, status: transaction.status }));
    } else {
      res.writeHead(404).end();
    }
  }
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function fillCard(page: import("@playwright/test").Page, number: string) {
  await page.getByLabel("Número do cartão").fill(number);
  await page.getByLabel("Nome impresso").fill("MARIA DA SILVA");
  await page.getByLabel("Mês").fill("12");
  await page.getByLabel("Ano").fill("2030");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: "Pagar" }).click();
}

test("a merchant's page on another origin tokenizes with BeehivePay; its server pays with the hash and never sees the card", async ({
  page,
  merchant,
  baseURL,
}) => {
  const shop = await startMerchantServer(baseURL!, await publicKeyOf(merchant), merchant.apiKey);
  try {
    expect(new URL(shop.url).origin).not.toBe(new URL(baseURL!).origin);
    const sent: { url: string; body: string }[] = [];
    page.on("request", (r) => sent.push({ url: r.url(), body: r.postData() ?? "" }));

    await page.goto(shop.url);
    await fillCard(page, APPROVED);
    await expect(page.getByRole("status")).toHaveText(/^Pedido \d+: paid$/);
    await expect(page.locator("#error")).toBeEmpty();

    const id = Number((await page.getByRole("status").textContent())!.match(/\d+/)![0]);
    const transaction = await (await merchant.api.get(`/v1/transactions/${id}`)).json();
    expect(transaction).toMatchObject({
      status: "paid",
      paymentMethod: "credit_card",
      card: { lastDigits: "1111", holderName: "MARIA DA SILVA" },
    });

    // the card number went from the browser to Colmeia's /v1/card-hashes only; the shop got a hash
    expect(sent.filter((r) => r.body.includes(APPROVED)).map((r) => r.url)).toEqual([`${baseURL}/v1/card-hashes`]);
    const orders = shop.received.filter((r) => r.url === "/orders");
    expect(orders).toHaveLength(1);
    const posted = JSON.parse(orders[0].body);
    expect(Object.keys(posted)).toEqual(["cardHash"]);
    expect(posted.cardHash).toMatch(/^ch_/);
    expect(shop.received.map((r) => `${r.method} ${r.url}`)).toEqual(["GET /", "POST /orders"]);
    expect(JSON.stringify(shop.received)).not.toMatch(/4111|MARIA/);

    // one use only
    const reused = await merchant.api.post("/v1/transactions", {
      data: transactionBody("credit_card", { card: { hash: posted.cardHash } }),
    });
    expect(reused.status()).toBe(422);
    expect(await reused.json()).toMatchObject({ code: "invalid_card_hash" });
  } finally {
    await shop.close();
  }
});

test("a bad card number rejects encrypt() with the API's error, and nothing reaches the merchant's server", async ({
  page,
  merchant,
  baseURL,
}) => {
  const shop = await startMerchantServer(baseURL!, await publicKeyOf(merchant), merchant.apiKey);
  try {
    await page.goto(shop.url);
    await fillCard(page, LUHN_TYPO);
    await expect(page.locator("#error")).not.toBeEmpty();
    expect(JSON.parse((await page.locator("#error").textContent())!)).toEqual({
      message: "Invalid card: card number fails the Luhn check",
      code: "invalid_card",
      details: { field: "number" },
    });
    await expect(page.getByRole("status")).toBeEmpty();
    expect(shop.received.map((r) => `${r.method} ${r.url}`)).toEqual(["GET /"]);
  } finally {
    await shop.close();
  }
});
