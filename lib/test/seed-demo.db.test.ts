import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { prisma } from "@/lib/platform/db";
import { useCardRail } from "@/lib/rails";
import { cieloSandboxCredentials } from "@/lib/rails/card/cielo-sandbox/cielo-sandbox-credentials";
import { type CieloHarness, startCieloHarness } from "@/lib/test/cielo-sandbox-harness";
import { setEnv } from "@/lib/test/set-env";
import { seedDemo } from "@/prisma/seed-demo";

// The demo seed never charges a real acquirer (issue 29, docs/rails.md): with CARD_PROVIDER=cielo
// it seeds Pix and boletos only, and says so. The "acquirer" here is a Cielo server that records
// every request, reached through the configured card rail (CIELO_API_URL), as a real one would be.
describe("demo seed with CARD_PROVIDER=cielo (real database)", () => {
  let acquirer: CieloHarness;
  const vars = ["CARD_PROVIDER", "CIELO_API_URL", "CIELO_QUERY_URL", "CIELO_MERCHANT_ID", "CIELO_MERCHANT_KEY"];
  const saved = Object.fromEntries(vars.map((k) => [k, process.env[k]]));
  const seedVars = { SEED_TRANSACTIONS: "40", SEED_USER_EMAIL: `seed-${randomBytes(4).toString("hex")}@example.com` };

  beforeAll(async () => {
    acquirer = await startCieloHarness();
    // credentials the server accepts: a card sale, if one were sent, would go through
    setEnv({
      ...seedVars,
      CARD_PROVIDER: "cielo",
      CIELO_API_URL: `${acquirer.origin}/sandbox/cielo`,
      CIELO_QUERY_URL: `${acquirer.origin}/sandbox/cielo`,
      CIELO_MERCHANT_ID: cieloSandboxCredentials().merchantId,
      CIELO_MERCHANT_KEY: cieloSandboxCredentials().merchantKey,
    });
    useCardRail(null); // the configured rail (lib/rails/index.ts), not the tests' sandbox one
  });

  afterAll(async () => {
    useCardRail(null);
    setEnv({ ...saved, SEED_TRANSACTIONS: undefined, SEED_USER_EMAIL: undefined });
    await acquirer?.close();
  });

  it("seeds Pix and boletos only, never calls the acquirer, and says so", async () => {
    const lines: string[] = [];
    const { companyId } = await seedDemo(prisma, (m) => lines.push(m));

    const methods = await prisma.transaction.groupBy({ by: ["paymentMethod"], where: { companyId }, _count: true });
    expect(methods.map((m) => m.paymentMethod).sort()).toEqual(["boleto", "pix"]);
    expect(methods.reduce((n, m) => n + m._count, 0)).toBe(40);
    expect(await prisma.cardAttempt.count({ where: { companyId } })).toBe(0);
    expect(acquirer.exchanges).toEqual([]);
    expect(lines.join("\n")).toContain("CARD_PROVIDER=cielo: the demo seeds no card payments");
  });
});
