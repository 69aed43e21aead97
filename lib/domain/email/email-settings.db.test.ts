import { describe, expect, it } from "vitest";

import { prisma } from "@/lib/platform/db";
import { makeCompany } from "@/lib/test/factories";

import { getEmailSettings, updateEmailSettings } from "./email-settings";
import { listEmails } from "./list-emails";
import { queueAlert } from "./queue-emails";

const query = { limit: 20, offset: 0 };
const system = { actor: { kind: "system" as const } };

describe("e-mail settings", () => {
  it("has every kind on by default and the owner receiving every alert", async () => {
    const { company } = await makeCompany();
    const owner = await prisma.user.findFirstOrThrow({ where: { companyId: company.id } });
    const s = await getEmailSettings({ companyId: company.id, actor: { userId: owner.id, role: "owner" } });
    expect(Object.values(s.kinds).every(Boolean)).toBe(true);
    expect(s.myAlerts).toEqual({
      dispute_opened: true,
      transfer_failed: true,
      webhook_endpoint_disabled: true,
      new_sign_in: true,
    });
    expect(s.locale).toBe("pt-BR");
  });

  it("lets a viewer choose their own alerts but not the company's switches, and mails only who chose", async () => {
    const { company } = await makeCompany();
    const viewer = await prisma.user.create({
      data: {
        companyId: company.id,
        email: `viewer-${company.id}@example.com`,
        name: "V",
        passwordHash: "x",
        role: "viewer",
      },
    });
    const actor = { userId: viewer.id, role: "viewer" as const };
    await expect(
      updateEmailSettings({ companyId: company.id, actor, by: system, input: { kinds: { payment_receipt: false } } }),
    ).rejects.toMatchObject({ code: "forbidden" });
    const s = await updateEmailSettings({
      companyId: company.id,
      actor,
      by: system,
      input: { myAlerts: { transfer_failed: true } },
    });
    expect(s.myAlerts).toMatchObject({ transfer_failed: true, dispute_opened: false });

    const full = await prisma.company.findUniqueOrThrow({ where: { id: company.id } });
    await prisma.$transaction((tx) =>
      queueAlert(tx, full, {
        kind: "transfer_failed",
        sourceKey: `test:${company.id}`,
        data: { company: full.tradeName, transferId: 1, amount: 100, reason: null },
      }),
    );
    const { data } = await listEmails({ companyId: company.id, query });
    expect(data.map((m) => m.to).sort()).toEqual([`t-${full.legalName.slice(6)}@example.com`, viewer.email].sort());
  });

  it("switches a kind off for the company and lists only the company's own messages", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const owner = await prisma.user.findFirstOrThrow({ where: { companyId: a.company.id } });
    const s = await updateEmailSettings({
      companyId: a.company.id,
      actor: { userId: owner.id, role: "owner" },
      by: system,
      input: { kinds: { transfer_failed: false }, locale: "en" },
    });
    expect([s.kinds.transfer_failed, s.kinds.payment_receipt, s.locale]).toEqual([false, true, "en"]);
    const full = await prisma.company.findUniqueOrThrow({ where: { id: b.company.id } });
    await prisma.$transaction((tx) =>
      queueAlert(tx, full, {
        kind: "dispute_opened",
        sourceKey: `test:${b.company.id}`,
        data: { company: "B", transactionId: 1, amount: 1, deadline: new Date().toISOString(), url: "http://x" },
      }),
    );
    expect((await listEmails({ companyId: a.company.id, query })).total).toBe(0);
    expect((await listEmails({ companyId: b.company.id, query })).total).toBe(1);
  });
});
