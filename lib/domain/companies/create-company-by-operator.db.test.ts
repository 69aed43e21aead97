import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { setPasswordWithToken } from "@/lib/domain/users/password-setup";
import { resetPassword } from "@/lib/domain/users/reset-password";
import { prisma } from "@/lib/platform/db";
import { verifyPassword } from "@/lib/platform/password";
import { operatorCompanySchema } from "@/lib/schemas/operator-company";
import { randomCnpj } from "@/lib/test/factories";

import { createCompanyByOperator } from "./create-company-by-operator";

const input = (over: Record<string, unknown> = {}) =>
  operatorCompanySchema.parse({
    legalName: "Loja do Operador",
    documentNumber: randomCnpj(),
    ownerEmail: `dona-${randomBytes(4).toString("hex")}@example.com`,
    ...over,
  });
const counts = async () => ({
  companies: await prisma.company.count(),
  users: await prisma.user.count(),
  recipients: await prisma.recipient.count(),
  keys: await prisma.apiKey.count(),
  links: await prisma.passwordSetupToken.count(),
});

describe("npm run company:create's domain function (real database)", () => {
  it("makes the company, its own recipient, its owner and a key; audits it as the system", async () => {
    const made = await createCompanyByOperator(input({ password: "senha-do-operador-1", hasApiKey: true }));
    expect(made.link).toBeNull();
    expect(made.apiKey).toMatch(/^sk_test_\w{32}$/);
    const owner = await prisma.user.findFirstOrThrow({ where: { companyId: made.company.id } });
    expect(owner).toMatchObject({ role: "owner", email: made.email });
    expect(await verifyPassword("senha-do-operador-1", owner.passwordHash)).toBe(true);
    expect(await prisma.recipient.findUniqueOrThrow({ where: { id: made.ownRecipientId } })).toMatchObject({
      isDefault: true,
      documentNumber: made.company.documentNumber,
    });
    expect(made.company.pricing).toBeNull();
    expect(await prisma.auditEntry.findMany({ where: { companyId: made.company.id } })).toEqual([
      expect.objectContaining({ action: "company.create", actorType: "system" }),
    ]);
  });

  it("refuses a document or e-mail already in use and writes nothing", async () => {
    const first = await createCompanyByOperator(input());
    const before = await counts();
    await expect(
      createCompanyByOperator(input({ documentNumber: first.company.documentNumber, hasApiKey: true })),
    ).rejects.toMatchObject({ code: "unprocessable_entity", details: { field: "documentNumber" } });
    await expect(createCompanyByOperator(input({ ownerEmail: first.email.toUpperCase() }))).rejects.toMatchObject({
      message: `a user with the e-mail ${first.email} already exists`,
    });
    expect(await counts()).toEqual(before);
  });

  it("a link sets the password once, and an expired link none", async () => {
    const made = await createCompanyByOperator(input());
    const token = made.link!.url.split("#")[1];
    const userId = (await prisma.user.findFirstOrThrow({ where: { companyId: made.company.id } })).id;
    const [a, b] = await Promise.allSettled([
      setPasswordWithToken({ token, password: "primeira-senha-1" }),
      setPasswordWithToken({ token, password: "segunda-senha-2" }),
    ]);
    expect([a.status, b.status].sort()).toEqual(["fulfilled", "rejected"]);
    const chosen = a.status === "fulfilled" ? "primeira-senha-1" : "segunda-senha-2";
    const { passwordHash } = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
    expect(await verifyPassword(chosen, passwordHash)).toBe(true);

    const late = await createCompanyByOperator(input());
    const lateToken = late.link!.url.split("#")[1];
    await prisma.passwordSetupToken.updateMany({
      where: { user: { companyId: late.company.id } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(setPasswordWithToken({ token: lateToken, password: "tarde-demais-1" })).rejects.toMatchObject({
      details: { field: "token" },
    });
  });

  it("a password the operator resets spends the owner's unused link", async () => {
    const made = await createCompanyByOperator(input());
    const token = made.link!.url.split("#")[1];
    await resetPassword({
      where: { email: made.email },
      actor: { kind: "system" },
      password: "escolhida-pelo-operador-1",
    });
    await expect(setPasswordWithToken({ token, password: "pelo-link-depois-1" })).rejects.toMatchObject({
      details: { field: "token" },
    });
    const owner = await prisma.user.findUniqueOrThrow({ where: { email: made.email } });
    expect(await verifyPassword("escolhida-pelo-operador-1", owner.passwordHash)).toBe(true);
  });
});
