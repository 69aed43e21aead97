import { describe, expect, it } from "vitest";

import { findApiKey, REVOKED_CHANNEL } from "@/lib/domain/api-keys/api-key-cache";
import { hashApiKey } from "@/lib/domain/api-keys/key-material";
import { prisma } from "@/lib/platform/db";
import { databaseUrl } from "@/lib/platform/db-adapter";
import { makeCompany } from "@/lib/test/factories";

import { createApiKey } from "./create-api-key";
import { listApiKeys } from "./list-api-keys";
import { revokeApiKey } from "./revoke-api-key";

// who did it, for the audit entry each of these writes
const by = { actor: { kind: "system" as const } };

const page = { limit: 20, offset: 0 };

describe("API keys (real database)", () => {
  it("stores only the hash and prefix of a new key and lists it by prefix", async () => {
    const { company } = await makeCompany();
    const created = await createApiKey({ by, companyId: company.id, input: { name: "Loja virtual" } });
    expect(created.key).toMatch(/^sk_test_[A-Za-z0-9]{32}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    const row = await prisma.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.hash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await listApiKeys({ companyId: company.id, query: page });
    expect(list.total).toBe(2); // the sign-up key and this one
    expect(list.data[0]).toEqual({
      id: created.id,
      name: "Loja virtual",
      prefix: created.prefix,
      createdAt: created.createdAt,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(list.data)).not.toContain(created.key);
  });

  it("revokes once, keeps the first revocation time, and answers not_found for another company's key", async () => {
    const [{ company }, other] = await Promise.all([makeCompany(), makeCompany()]);
    const created = await createApiKey({ by, companyId: company.id, input: { name: "Temporária" } });
    await expect(revokeApiKey({ by, companyId: other.company.id, apiKeyId: created.id })).rejects.toMatchObject({
      code: "not_found",
    });
    const t0 = new Date("2026-01-01T12:00:00Z");
    await revokeApiKey({ by, companyId: company.id, apiKeyId: created.id, now: t0 });
    await revokeApiKey({ by, companyId: company.id, apiKeyId: created.id });
    const row = await prisma.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.revokedAt?.toISOString()).toBe(t0.toISOString());
    await expect(revokeApiKey({ by, companyId: company.id, apiKeyId: 2147483647 })).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("a key remembered by an instance stops authenticating once revoked, here at once and elsewhere by notification", async () => {
    const { company } = await makeCompany();
    const created = await createApiKey({ by, companyId: company.id, input: { name: "Cache" } });
    const hash = hashApiKey(created.key);
    // remembered: revoking behind the cache's back (no notification) does not reach it yet
    await expect
      .poll(
        async () => {
          await findApiKey(hash);
          await prisma.apiKey.update({ where: { id: created.id }, data: { revokedAt: new Date() } });
          const stillThere = await findApiKey(hash);
          await prisma.apiKey.update({ where: { id: created.id }, data: { revokedAt: null } });
          return stillThere?.companyId;
        },
        { timeout: 10_000 },
      )
      .toBe(company.id);

    const url = databaseUrl();
    if (url) {
      // another instance revokes: its UPDATE and NOTIFY come over a connection of their own
      const { default: pg } = await import("pg");
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query(
        `WITH r AS (UPDATE "ApiKey" SET "revokedAt" = now() WHERE "hash" = $1 RETURNING "hash") SELECT pg_notify('${REVOKED_CHANNEL}', "hash") FROM r`,
        [hash],
      );
      await other.end();
      await expect.poll(() => findApiKey(hash), { timeout: 5_000 }).toBeNull();
    } else {
      // PGlite is one process: the revoking instance is this one
      await revokeApiKey({ by, companyId: company.id, apiKeyId: created.id });
      expect(await findApiKey(hash)).toBeNull();
    }
  });
});
