import { expect, test } from "@playwright/test";

import { randomCnpj, uid } from "../support/documents";
import { signUp } from "../support/sign-up";
import { ownServer } from "./own-server";

// Two instances on one PostgreSQL with a limit of 30 requests per key per minute: together they
// let exactly 30 through, and the rest get a JSON 429 with Retry-After.
test("per-key rate limit holds across two instances sharing PostgreSQL", async () => {
  test.setTimeout(240_000);
  const env = { RATE_LIMIT_PER_KEY_PER_MINUTE: "30" };
  const a = ownServer("ratelimit", 3331, { env });
  const b = ownServer("ratelimit", 3332, { env, databaseUrl: a.databaseUrl });
  await a.start();
  await b.start();
  try {
    const id = uid();
    const signup = await (
      await signUp(a.url, {
        ownerName: "Ana Teste",
        legalName: `Limite ${id}`,
        documentNumber: randomCnpj(),
        email: `rl-${id}@example.com`,
        password: `senha-${id}`,
      })
    ).json();
    const headers = { "x-api-key": signup.apiKey };
    // stay inside one fixed window: start right after a minute boundary if we are close to the next
    const msToBoundary = 60_000 - (Date.now() % 60_000);
    if (msToBoundary < 15_000) await new Promise((r) => setTimeout(r, msToBoundary + 200));
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => fetch(`${[a, b][i % 2].url}/v1/company`, { headers })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    const limited = responses.find((r) => r.status === 429)!;
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      code: "rate_limited",
      message: expect.any(String),
      details: { limit: 30 },
    });
  } finally {
    await a.stop();
    await b.stop();
  }
});
