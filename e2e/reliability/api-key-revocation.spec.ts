import { expect, request as pwRequest, test } from "@playwright/test";

import { randomCnpj, uid } from "../support/documents";
import { signIn } from "../support/session";
import { signUp } from "../support/sign-up";
import { ownServer } from "./own-server";

// API keys are remembered per instance (lib/domain/api-keys/api-key-cache.ts). A key revoked through one
// instance must stop working on the others too, without waiting for their memory to expire.
test("a key revoked on one instance answers 401 on another that was using it", async () => {
  test.setTimeout(240_000);
  const a = ownServer("keyrevoke", 3361);
  const b = ownServer("keyrevoke", 3362, { databaseUrl: a.databaseUrl });
  await a.start();
  await b.start();
  try {
    const id = uid();
    const who = { email: `rev-${id}@example.com`, password: `senha-${id}` };
    const signup = await (
      await signUp(a.url, { ownerName: "Ana Teste", legalName: `Revoga ${id}`, documentNumber: randomCnpj(), ...who })
    ).json();
    const headers = { "x-api-key": signup.apiKey };
    // both instances serve the key (and remember it)
    for (const server of [a, b, b, a, b])
      expect((await fetch(`${server.url}/v1/company`, { headers })).status).toBe(200);

    const owner = await pwRequest.newContext({ baseURL: a.url });
    await signIn(owner, who.email, who.password);
    const [key] = (await (await owner.get("/v1/api-keys")).json()) as { id: number }[];
    expect((await owner.delete(`/v1/api-keys/${key.id}`)).status()).toBe(204);
    await owner.dispose();

    // the revoking instance refuses it at once; the other within moments (its notification)
    expect((await fetch(`${a.url}/v1/company`, { headers })).status).toBe(401);
    await expect
      .poll(async () => (await fetch(`${b.url}/v1/company`, { headers })).status, { timeout: 2_000, intervals: [25] })
      .toBe(401);
    const refused = await fetch(`${b.url}/v1/transactions`, { headers });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "unauthorized" });
  } finally {
    await a.stop();
    await b.stop();
  }
});
