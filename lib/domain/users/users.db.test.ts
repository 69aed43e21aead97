import { describe, expect, it } from "vitest";

import { prisma } from "@/lib/platform/db";
import { verifyPassword } from "@/lib/platform/password";
import { makeCompany } from "@/lib/test/factories";

import { createUser } from "./create-user";
import { deleteUser } from "./delete-user";
import { listUsers } from "./list-users";
import { updateUser } from "./update-user";

// who did it, for the audit entry each of these writes
const by = { actor: { kind: "system" as const } };

async function companyWithOwner() {
  const { company } = await makeCompany();
  const owner = await prisma.user.findFirstOrThrow({ where: { companyId: company.id } });
  return { companyId: company.id, owner };
}

const input = (role: "owner" | "admin" | "viewer") => ({
  name: "Pessoa",
  email: `p-${Math.random().toString(36).slice(2)}@example.com`,
  password: "senha-bem-longa",
  role,
});

describe("users (real database)", () => {
  it("creates a login with a scrypt hash and refuses a taken e-mail on field email", async () => {
    const { companyId } = await companyWithOwner();
    const data = input("viewer");
    const user = await createUser({ by, companyId, actorRole: "owner", input: data });
    expect(user).toMatchObject({ email: data.email, role: "viewer" });
    expect(user).not.toHaveProperty("passwordHash");
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(data.password, row.passwordHash)).toBe(true);
    await expect(createUser({ by, companyId, actorRole: "owner", input: data })).rejects.toMatchObject({
      status: 422,
      details: { field: "email" },
    });
    expect((await listUsers({ companyId, query: { limit: 20, offset: 0 } })).total).toBe(2);
  });

  it("lets only owners grant or change the owner role", async () => {
    const { companyId, owner } = await companyWithOwner();
    await expect(createUser({ by, companyId, actorRole: "admin", input: input("owner") })).rejects.toMatchObject({
      code: "forbidden",
    });
    const admin = await createUser({ by, companyId, actorRole: "admin", input: input("admin") });
    await expect(
      updateUser({ by, companyId, actorRole: "admin", userId: admin.id, input: { role: "owner" } }),
    ).rejects.toMatchObject({ code: "forbidden" });
    await expect(
      updateUser({ by, companyId, actorRole: "admin", userId: owner.id, input: { role: "viewer" } }),
    ).rejects.toMatchObject({ code: "forbidden" });
    expect(
      await updateUser({ by, companyId, actorRole: "owner", userId: admin.id, input: { role: "viewer" } }),
    ).toMatchObject({ role: "viewer" });
  });

  it("keeps the last owner and never deletes the acting user", async () => {
    const { companyId, owner } = await companyWithOwner();
    await expect(
      updateUser({ by, companyId, actorRole: "owner", userId: owner.id, input: { role: "admin" } }),
    ).rejects.toMatchObject({ code: "invalid_state" });
    await expect(deleteUser({ by, companyId, actorUserId: owner.id, userId: owner.id })).rejects.toMatchObject({
      code: "invalid_state",
    });
    const second = await createUser({ by, companyId, actorRole: "owner", input: input("owner") });
    // with two owners one of them may step down, and then the other is the last one again
    expect(
      await updateUser({ by, companyId, actorRole: "owner", userId: owner.id, input: { role: "admin" } }),
    ).toMatchObject({ role: "admin" });
    await expect(deleteUser({ by, companyId, actorUserId: owner.id, userId: second.id })).rejects.toMatchObject({
      code: "invalid_state",
    });
    await deleteUser({ by, companyId, actorUserId: second.id, userId: owner.id });
    expect(await prisma.user.count({ where: { id: owner.id } })).toBe(0);
  });

  it("answers not_found for another company's user", async () => {
    const a = await companyWithOwner();
    const b = await companyWithOwner();
    await expect(
      updateUser({ by, companyId: a.companyId, actorRole: "owner", userId: b.owner.id, input: { role: "viewer" } }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(
      deleteUser({ by, companyId: a.companyId, actorUserId: a.owner.id, userId: b.owner.id }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
