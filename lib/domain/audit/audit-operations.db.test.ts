import { generate } from "otplib";
import { describe, expect, it } from "vitest";

import { createApiKey } from "@/lib/domain/api-keys/create-api-key";
import { revokeApiKey } from "@/lib/domain/api-keys/revoke-api-key";
import { createSandboxCompany } from "@/lib/domain/companies/create-sandbox-company";
import { updateCompany } from "@/lib/domain/companies/update-company";
import { updateEmailSettings } from "@/lib/domain/email/email-settings";
import { changePassword } from "@/lib/domain/users/change-password";
import { createUser } from "@/lib/domain/users/create-user";
import { deleteUser } from "@/lib/domain/users/delete-user";
import { resetPassword } from "@/lib/domain/users/reset-password";
import { signIn, signOut } from "@/lib/domain/users/sign-in";
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactor,
  verifySecondFactor,
} from "@/lib/domain/users/two-factor";
import { updateUser } from "@/lib/domain/users/update-user";
import { createWebhookEndpoint } from "@/lib/domain/webhooks/create-webhook-endpoint";
import { deleteWebhookEndpoint } from "@/lib/domain/webhooks/delete-webhook-endpoint";
import { rotateWebhookSecret } from "@/lib/domain/webhooks/rotate-webhook-secret";
import { updateWebhookEndpoint } from "@/lib/domain/webhooks/update-webhook-endpoint";
import { prisma } from "@/lib/platform/db";
import { createWebhookEndpointSchema } from "@/lib/schemas/webhooks";
import { byOwner, companyWithOwner, entriesOf, whileAuditRefused } from "@/lib/test/audit-refused";
import { randomCnpj } from "@/lib/test/factories";

// Every audited operation writes its entry inside its own database transaction: one that commits
// has exactly one entry (who, from where, what), one refused before its write has none, and one
// whose entry cannot commit leaves neither the change nor the entry (lib/test/audit-refused.ts).
// Money, payout destinations, pricing, disputes and the operator's commands: audit-money.db.test.ts.

const PASSWORD = "senha-forte-1"; // makeCompany's owner
const member = (role: "admin" | "viewer" | "owner" = "viewer") => ({
  name: "Membro",
  email: `membro-${Math.random().toString(36).slice(2, 10)}@example.com`,
  password: "senha-bem-longa-1",
  role,
});

describe("audit entries of users, keys, endpoints and the company (real database)", () => {
  it("user.create: one entry with the new login; a refused role or an entry that cannot commit leaves no user", async () => {
    const { companyId, owner, by } = await companyWithOwner();
    const created = await createUser({ companyId, actorRole: "owner", input: member("admin"), by });
    const [entry, ...more] = await entriesOf(companyId, "user.create");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      ...byOwner(owner),
      objectType: "user",
      objectId: String(created.id),
      after: { email: created.email, name: "Membro", role: "admin" },
    });
    await expect(createUser({ companyId, actorRole: "admin", input: member("owner"), by })).rejects.toMatchObject({
      code: "forbidden",
    });
    const lost = member();
    await whileAuditRefused(companyId, () => createUser({ companyId, actorRole: "owner", input: lost, by }));
    expect(await prisma.user.count({ where: { email: lost.email } })).toBe(0);
    expect(await entriesOf(companyId, "user.create")).toHaveLength(1);
  });

  it("user.update: before and after in one entry; a rolled-back update keeps the old role", async () => {
    const { companyId, owner, by } = await companyWithOwner();
    const u = await createUser({ companyId, actorRole: "owner", input: member("viewer"), by });
    await updateUser({ companyId, actorRole: "owner", userId: u.id, input: { role: "admin" }, by });
    const [entry, ...more] = await entriesOf(companyId, "user.update");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      ...byOwner(owner),
      objectId: String(u.id),
      before: { role: "viewer" },
      after: { role: "admin" },
    });
    await whileAuditRefused(companyId, () =>
      updateUser({ companyId, actorRole: "owner", userId: u.id, input: { role: "viewer", name: "Outro" }, by }),
    );
    expect(await prisma.user.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({
      role: "admin",
      name: "Membro",
    });
    expect(await entriesOf(companyId, "user.update")).toHaveLength(1);
  });

  it("user.delete: one entry naming who was removed; a rolled-back delete keeps the login", async () => {
    const { companyId, owner, by } = await companyWithOwner();
    const [kept, gone] = [
      await createUser({ companyId, actorRole: "owner", input: member(), by }),
      await createUser({ companyId, actorRole: "owner", input: member(), by }),
    ];
    await deleteUser({ companyId, actorUserId: owner.id, userId: gone.id, by });
    const [entry, ...more] = await entriesOf(companyId, "user.delete");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ ...byOwner(owner), objectId: String(gone.id), before: { email: gone.email } });
    await expect(deleteUser({ companyId, actorUserId: owner.id, userId: owner.id, by })).rejects.toMatchObject({
      code: "invalid_state",
    });
    await whileAuditRefused(companyId, () => deleteUser({ companyId, actorUserId: owner.id, userId: kept.id, by }));
    expect(await prisma.user.count({ where: { id: kept.id } })).toBe(1);
    expect(await entriesOf(companyId, "user.delete")).toHaveLength(1);
  });

  it("user.password_reset: one entry; a rolled-back reset keeps the old password working", async () => {
    const { companyId, owner, by } = await companyWithOwner();
    const u = await createUser({ companyId, actorRole: "owner", input: member(), by });
    await resetPassword({ where: { id: u.id, companyId }, ...by });
    expect(await entriesOf(companyId, "user.password_reset")).toMatchObject([
      { ...byOwner(owner), objectId: String(u.id), after: { email: u.email, mustChangePassword: true } },
    ]);
    const hash = (await prisma.user.findUniqueOrThrow({ where: { id: u.id } })).passwordHash;
    await whileAuditRefused(companyId, () => resetPassword({ where: { id: u.id, companyId }, ...by }));
    expect((await prisma.user.findUniqueOrThrow({ where: { id: u.id } })).passwordHash).toBe(hash);
    expect(await entriesOf(companyId, "user.password_reset")).toHaveLength(1);
  });

  it("api_key.create and api_key.revoke: one entry each, none for a second revocation, none for a rollback", async () => {
    const { companyId, owner, by } = await companyWithOwner();
    const key = await createApiKey({ companyId, input: { name: "ERP" }, by });
    expect(await entriesOf(companyId, "api_key.create")).toMatchObject([
      {
        ...byOwner(owner),
        objectType: "api_key",
        objectId: String(key.id),
        after: { name: "ERP", prefix: key.prefix },
      },
    ]);
    await whileAuditRefused(companyId, () => revokeApiKey({ companyId, apiKeyId: key.id, by }));
    expect((await prisma.apiKey.findUniqueOrThrow({ where: { id: key.id } })).revokedAt).toBeNull();
    await revokeApiKey({ companyId, apiKeyId: key.id, by });
    await revokeApiKey({ companyId, apiKeyId: key.id, by });
    expect(await entriesOf(companyId, "api_key.revoke")).toMatchObject([
      { ...byOwner(owner), objectId: String(key.id) },
    ]);
    await whileAuditRefused(companyId, () => createApiKey({ companyId, input: { name: "Perdida" }, by }));
    expect(await prisma.apiKey.count({ where: { companyId, name: "Perdida" } })).toBe(0);
    expect(await entriesOf(companyId, "api_key.create")).toHaveLength(1);
  });

  it("webhook_endpoint.create, update, rotate_secret and delete: one entry each (never the secret); rollbacks change nothing", async () => {
    const { companyId, owner, by } = await companyWithOwner();
    const input = createWebhookEndpointSchema.parse({
      url: "https://hooks.example.com/a",
      enabledEvents: ["transaction.paid"],
    });
    const e = await createWebhookEndpoint({ companyId, input, by });
    await updateWebhookEndpoint({ companyId, endpointId: e.id, input: { description: "ERP" }, by });
    await whileAuditRefused(companyId, () =>
      updateWebhookEndpoint({ companyId, endpointId: e.id, input: { description: "perdida" }, by }),
    );
    await whileAuditRefused(companyId, () => deleteWebhookEndpoint({ companyId, endpointId: e.id, by }));
    await whileAuditRefused(companyId, () =>
      createWebhookEndpoint({ companyId, input: { ...input, url: "https://hooks.example.com/b" }, by }),
    );
    expect(await prisma.webhookEndpoint.findMany({ where: { companyId } })).toMatchObject([
      { id: e.id, description: "ERP" },
    ]);
    const rotate = () => rotateWebhookSecret({ companyId, endpointId: e.id, previousSecretExpiresIn: 60, by });
    await whileAuditRefused(companyId, rotate);
    expect((await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: e.id } })).secret).toBe(e.secret);
    const rotated = await rotate();
    await deleteWebhookEndpoint({ companyId, endpointId: e.id, by });
    const log = await prisma.auditEntry.findMany({
      where: { companyId, objectType: "webhook_endpoint" },
      orderBy: { id: "asc" },
    });
    expect(log).toMatchObject([
      { ...byOwner(owner), action: "webhook_endpoint.create", objectId: String(e.id), after: { url: input.url } },
      { action: "webhook_endpoint.update", before: { description: null }, after: { description: "ERP" } },
      { action: "webhook_endpoint.rotate_secret", after: { secretPrefix: rotated.secretPrefix } },
      { action: "webhook_endpoint.delete", objectId: String(e.id) },
    ]);
    expect(JSON.stringify(log)).not.toContain(e.secret);
    expect(JSON.stringify(log)).not.toContain(rotated.secret);
  });

  it("company.update: the fields that changed; nothing for no change; a rolled-back update keeps the name", async () => {
    const { company, companyId, owner, by } = await companyWithOwner();
    await updateCompany({ companyId, input: { tradeName: "Mel Novo", legalName: company.legalName }, by });
    await updateCompany({ companyId, input: { tradeName: "Mel Novo" }, by });
    const [entry, ...more] = await entriesOf(companyId, "company.update");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      ...byOwner(owner),
      objectId: String(companyId),
      before: { tradeName: company.tradeName },
      after: { tradeName: "Mel Novo" },
    });
    expect(entry.after).not.toHaveProperty("legalName");
    await whileAuditRefused(companyId, () => updateCompany({ companyId, input: { tradeName: "Perdido" }, by }));
    expect((await prisma.company.findUniqueOrThrow({ where: { id: companyId } })).tradeName).toBe("Mel Novo");
  });
});

describe("audit entries of the e-mail settings (real database)", () => {
  it("email_settings.update: the kinds switched and my alerts, before and after; nothing for no change; a rolled-back change keeps the switch", async () => {
    const { companyId, owner, by } = await companyWithOwner();
    const actor = { userId: owner.id, role: "owner" as const };
    await updateEmailSettings({
      companyId,
      actor,
      by,
      input: { kinds: { boleto_reminder: false }, myAlerts: { new_sign_in: false } },
    });
    await updateEmailSettings({ companyId, actor, by, input: { kinds: { boleto_reminder: false } } });
    const [entry, ...more] = await entriesOf(companyId, "email_settings.update");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      ...byOwner(owner),
      objectId: String(companyId),
      before: { kindsOff: [], myAlerts: { new_sign_in: true } },
      after: { kindsOff: ["boleto_reminder"], myAlerts: { new_sign_in: false } },
    });
    await whileAuditRefused(companyId, () =>
      updateEmailSettings({ companyId, actor, by, input: { kinds: { boleto_reminder: true } } }),
    );
    expect((await prisma.company.findUniqueOrThrow({ where: { id: companyId } })).emailKindsOff).toEqual([
      "boleto_reminder",
    ]);
  });
});

describe("audit entries of sign-in, two-step sign-in and passwords (real database)", () => {
  const ip = "203.0.113.7";

  it("user.login, user.login_failed, user.logout: one each; an unknown e-mail writes none; a rolled-back sign-out keeps the session", async () => {
    const { companyId, owner } = await companyWithOwner();
    expect(await signIn({ email: owner.email, password: "errada-1", ip })).toEqual({
      ok: false,
      reason: "wrong_credentials",
    });
    expect(await signIn({ email: `ninguem-${companyId}@example.com`, password: PASSWORD, ip })).toMatchObject({
      ok: false,
    });
    expect(await signIn({ email: owner.email, password: PASSWORD, ip })).toMatchObject({ ok: true });
    const session = { userId: owner.id, sessionVersion: owner.sessionVersion, companyId, role: owner.role };
    await whileAuditRefused(companyId, () => signOut(session));
    expect((await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).sessionVersion).toBe(
      owner.sessionVersion,
    );
    await signOut(session);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).sessionVersion).toBe(
      owner.sessionVersion + 1,
    );
    const log = await prisma.auditEntry.findMany({ where: { companyId, objectType: "user" }, orderBy: { id: "asc" } });
    expect(log).toMatchObject([
      { action: "user.login_failed", actorType: "anonymous", actorLabel: owner.email, ip, objectId: String(owner.id) },
      { action: "user.login", ...byOwner(owner) },
      { action: "user.logout", actorType: "user", userId: owner.id },
    ]);
  });

  it("two-step sign-in: enable, a recovery code used, new codes, disable — one entry each; rollbacks change nothing", async () => {
    const { companyId, owner, by } = await companyWithOwner();
    const { secret } = await startTwoFactor({ userId: owner.id });
    const enable = async () => enableTwoFactor({ userId: owner.id, code: await generate({ secret }), by });
    await whileAuditRefused(companyId, enable);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).totpEnabledAt).toBeNull();
    const codes = await enable();

    const user = await prisma.user.findUniqueOrThrow({ where: { id: owner.id } });
    await whileAuditRefused(companyId, () => verifySecondFactor(user, codes[0], ip));
    expect(await verifySecondFactor(user, codes[0], ip)).toBe(true);
    expect(await verifySecondFactor(user, codes[0], ip)).toBe(false);

    await whileAuditRefused(companyId, () => regenerateRecoveryCodes({ userId: owner.id, password: PASSWORD, by }));
    expect(await verifySecondFactor(user, codes[1], ip)).toBe(true);
    const fresh = await regenerateRecoveryCodes({ userId: owner.id, password: PASSWORD, by });
    expect(await verifySecondFactor(user, codes[2], ip)).toBe(false);

    await whileAuditRefused(companyId, () => disableTwoFactor({ userId: owner.id, password: PASSWORD, by }));
    expect(await verifySecondFactor(user, fresh[0], ip)).toBe(true);
    await disableTwoFactor({ userId: owner.id, password: PASSWORD, by });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).totpEnabledAt).toBeNull();

    const log = await prisma.auditEntry.findMany({ where: { companyId, objectType: "user" }, orderBy: { id: "asc" } });
    expect(log.map((e) => e.action)).toEqual([
      "user.two_factor_enable",
      "user.recovery_code_used",
      "user.recovery_code_used",
      "user.recovery_codes_regenerate",
      "user.recovery_code_used",
      "user.two_factor_disable",
    ]);
    expect(log[0]).toMatchObject({ ...byOwner(owner), objectId: String(owner.id) });
  });

  it("user.password_change: one entry; a wrong current password is one user.login_failed; a rollback keeps the old password", async () => {
    const { companyId, owner, by } = await companyWithOwner();
    await expect(
      changePassword({ userId: owner.id, input: { currentPassword: "errada-1", newPassword: "nova-senha-1" }, by }),
    ).rejects.toMatchObject({ code: "unprocessable_entity" });
    await whileAuditRefused(companyId, () =>
      changePassword({ userId: owner.id, input: { currentPassword: PASSWORD, newPassword: "perdida-senha-1" }, by }),
    );
    expect(await signIn({ email: owner.email, password: "perdida-senha-1", ip })).toMatchObject({ ok: false });
    await changePassword({ userId: owner.id, input: { currentPassword: PASSWORD, newPassword: "nova-senha-1" }, by });
    expect(await entriesOf(companyId, "user.password_change")).toMatchObject([
      { ...byOwner(owner), objectId: String(owner.id) },
    ]);
    expect(await entriesOf(companyId, "user.login_failed")).toMatchObject([
      { ...byOwner(owner), after: { reason: "password_change" } },
      { actorType: "anonymous", actorLabel: owner.email },
    ]);
  });

  it("company.signup: the company and its entry (by its first user, from the client's address) commit together", async () => {
    const signUp = (documentNumber: string) => ({
      legalName: "Loja Nova",
      documentNumber,
      ownerName: "Dona Nova",
      email: `nova-${Math.random().toString(36).slice(2, 10)}@example.com`,
      password: "senha-bem-longa-1",
      role: "owner" as const,
    });
    const lost = signUp(randomCnpj());
    await whileAuditRefused("company.signup", () => createSandboxCompany(lost, { ip }));
    expect(await prisma.company.findFirst({ where: { documentNumber: lost.documentNumber } })).toBeNull();
    expect(await prisma.user.findUnique({ where: { email: lost.email } })).toBeNull();

    const input = signUp(randomCnpj());
    const made = await createSandboxCompany(input, { ip });
    const owner = await prisma.user.findUniqueOrThrow({ where: { email: input.email } });
    expect(await entriesOf(made.company.id, "company.signup")).toMatchObject([
      { actorType: "user", userId: owner.id, actorLabel: input.email, ip, objectId: String(made.company.id) },
    ]);
  });
});
