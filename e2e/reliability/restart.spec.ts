import { expect, test } from "@playwright/test";

import { transactionBody } from "../fixtures";
import { randomCnpj, uid } from "../support/documents";
import { signUp } from "../support/sign-up";
import { ownServer } from "./own-server";

// npm start twice on one DATA_DIR (embedded PGlite): the second start migrates nothing new,
// seeds nothing, and serves everything the first one stored.
test("a restarted server on the same PGlite directory keeps its data", async () => {
  test.setTimeout(240_000);
  const server = ownServer("restart", 3341, { pglite: true, env: { SEED_TRANSACTIONS: "5" } });
  await server.start();
  const id = uid();
  const signup = await (
    await signUp(server.url, {
      ownerName: "Ana Teste",
      legalName: `Reinicio ${id}`,
      documentNumber: randomCnpj(),
      email: `re-${id}@example.com`,
      password: `senha-${id}`,
    })
  ).json();
  const headers = { "x-api-key": signup.apiKey, "content-type": "application/json" };
  const created = await (
    await fetch(`${server.url}/v1/transactions`, {
      method: "POST",
      headers,
      body: JSON.stringify(transactionBody("pix")),
    })
  ).json();
  await server.stop();

  await server.start();
  const again = await fetch(`${server.url}/v1/transactions/${created.id}`, { headers });
  expect(again.status).toBe(200);
  expect((await again.json()).pix.qrcode).toBe(created.pix.qrcode);
  const demo = await fetch(`${server.url}/v1/transactions?limit=1`, { headers });
  expect(demo.headers.get("x-total-count")).toBe("1");
  await server.stop();
});
