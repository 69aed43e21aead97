import { randomInt } from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { splitFile } from "@/lib/formats/cnab240/fields";
import { prisma } from "@/lib/platform/db";
import { useBoletoRail } from "@/lib/rails";
import { createCnab240BoletoRail } from "@/lib/rails/boleto/cnab240-rail";
import { SANDBOX_AGREEMENT } from "@/lib/rails/boleto/sandbox-bank";
import { createTransactionSchema } from "@/lib/schemas/transactions";
import { makeCompany, txInput } from "@/lib/test/factories";

import { cancelTransaction } from "../transactions/capture-transaction";
import { createTransaction } from "../transactions/create-transaction";
import { getTransaction } from "../transactions/get-transaction";
import { payTransaction } from "../transactions/pay-transaction";
import { generateRemessa, getBoletoFile } from "./boleto-files";

// POST /v1/transactions/{id}/cancel of a waiting boleto (docs/api.md, Boletos), on a real database:
// canceled, written off at the bank in the next remessa (or never sent), a paid one refused.

afterEach(() => useBoletoRail(null));

const boleto = (companyId: number) =>
  createTransaction({
    companyId,
    input: createTransactionSchema.parse({ ...txInput("boleto"), boleto: { expiresInDays: 3 } }),
  });

describe("a merchant cancels a waiting boleto (real database)", () => {
  it("registered at the bank: canceled, and the write-off (02) goes in the next remessa", async () => {
    // an agreement of its own whose remessas nobody answers, as a real bank's until its retorno
    useBoletoRail(createCnab240BoletoRail({ ...SANDBOX_AGREEMENT, account: String(randomInt(10_000, 99_999)) }, false));
    const { company } = await makeCompany();
    const t = await boleto(company.id);
    await generateRemessa({ companyId: company.id });
    const canceled = await cancelTransaction({
      companyId: company.id,
      transactionId: t.id,
      audit: { actor: { kind: "system" } },
    });
    expect(canceled).toMatchObject({ id: t.id, status: "canceled" });
    expect(await prisma.boletoMovement.findMany({ where: { transactionId: t.id, fileId: null } })).toMatchObject([
      { kind: "cancel" },
    ]);
    const remessa = (await generateRemessa({ companyId: company.id }))!;
    const { content } = await getBoletoFile({ companyId: company.id, fileId: remessa.id });
    const p = splitFile(content).find((l) => l[13] === "P")!;
    expect(p.slice(15, 17)).toBe("02");
    expect(await prisma.auditEntry.count({ where: { companyId: company.id, action: "transaction.cancel" } })).toBe(1);
    // canceled already: nothing more to cancel
    await expect(cancelTransaction({ companyId: company.id, transactionId: t.id })).rejects.toMatchObject({
      code: "invalid_state",
    });
  });

  it("not sent to the bank yet: canceled and never sent", async () => {
    useBoletoRail(createCnab240BoletoRail({ ...SANDBOX_AGREEMENT, account: String(randomInt(10_000, 99_999)) }, false));
    const { company } = await makeCompany();
    const t = await boleto(company.id);
    expect(await cancelTransaction({ companyId: company.id, transactionId: t.id })).toMatchObject({
      status: "canceled",
    });
    expect(await prisma.boletoMovement.count({ where: { transactionId: t.id } })).toBe(0);
    expect(await prisma.boletoTitle.findUniqueOrThrow({ where: { transactionId: t.id } })).toMatchObject({
      registration: "written_off",
    });
    expect(await generateRemessa({ companyId: company.id })).toBeNull();
  });

  it("a paid boleto is a 422 and stays paid; another company's is a 404", async () => {
    const { company } = await makeCompany();
    const t = await boleto(company.id);
    await payTransaction({ companyId: company.id, transactionId: t.id });
    await expect(cancelTransaction({ companyId: company.id, transactionId: t.id })).rejects.toMatchObject({
      code: "invalid_state",
      status: 422,
    });
    expect((await getTransaction({ companyId: company.id, transactionId: t.id })).status).toBe("paid");
    const other = await makeCompany();
    await expect(cancelTransaction({ companyId: other.company.id, transactionId: t.id })).rejects.toMatchObject({
      status: 404,
    });
  });
});
