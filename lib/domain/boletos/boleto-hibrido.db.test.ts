import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { checkLedgerConsistency } from "@/lib/domain/ledger/check-consistency";
import { prisma } from "@/lib/platform/db";
import { sandboxPixRail, usePixRail } from "@/lib/rails";
import { createTransactionSchema } from "@/lib/schemas/transactions";
import { makeCompany, txInput } from "@/lib/test/factories";
import { type PspHarness, startPspHarness, startWebhookReceiver } from "@/lib/test/sandbox-psp-harness";

import { createTransaction } from "../transactions/create-transaction";
import { getTransaction } from "../transactions/get-transaction";
import { payTransaction } from "../transactions/pay-transaction";
import { receivePixNotification } from "../transactions/receive-pix-notification";
import { generateRemessa, listBoletoFiles } from "./boleto-files";

// Boleto híbrido (docs/rails.md, Boleto rail): with a Pix rail that is real — here the api-pix
// connector to a PSP over HTTP that speaks API Pix (the built-in one, marked real as a merchant's PSP
// would be) — a boleto also carries a cobv with its due date; whichever is paid first settles the
// transaction and the other is withdrawn (the cobv removed at the PSP, the boleto written off at the
// bank in the next remessa).

let psp: PspHarness;
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
let rail: ReturnType<typeof sandboxPixRail>;

beforeAll(async () => {
  psp = await startPspHarness({ refundSettlement: "manual" });
  hook = await startWebhookReceiver(async (body) => ((await receivePixNotification(body)).ok ? 200 : 400));
  rail = sandboxPixRail(psp.origin, { retryDelayMs: 10, isReal: true });
  usePixRail(rail);
  await rail.registerWebhook(hook.url);
});
afterAll(async () => {
  usePixRail(null);
  await hook.close();
  await psp.close();
});

async function hybrid() {
  const { company } = await makeCompany();
  const t = await createTransaction({
    companyId: company.id,
    input: createTransactionSchema.parse({
      ...txInput("boleto"),
      boleto: { expiresInDays: 3, fine: { percentage: 2 }, interest: { monthlyPercentage: 1 } },
    }),
  });
  return { companyId: company.id, t, txid: t.pix!.txid! };
}

describe("boleto híbrido (real HTTP to an API Pix PSP, real database)", () => {
  it("a boleto carries the QR of a Pix with its due date", async () => {
    const { t, txid } = await hybrid();
    expect(t.boleto!.pixQrCode).toMatch(/^000201/);
    expect(t.pix).toMatchObject({ txid, qrcode: t.boleto!.pixQrCode });
    expect(txid).toMatch(/^[A-Za-z0-9]{26,35}$/);
  });

  it("paid by Pix first: the transaction is paid once, and the boleto is written off in the next remessa", async () => {
    const { companyId, t, txid } = await hybrid();
    const payment = await rail.simulator!.pay(txid);
    const paid = await getTransaction({ companyId, transactionId: t.id });
    expect(paid).toMatchObject({ status: "paid", paidAmount: 10000, pix: { end2EndId: payment.end2EndId } });
    // the registration never left: it is simply not sent; nothing is pending for the bank
    expect(await prisma.boletoMovement.count({ where: { transactionId: t.id, fileId: null } })).toBe(0);
    expect((await prisma.boletoTitle.findUniqueOrThrow({ where: { transactionId: t.id } })).registration).toBe(
      "written_off",
    );
    expect(await generateRemessa({ companyId })).toBeNull();
    expect(await checkLedgerConsistency({ companyId })).toEqual([]);
  });

  it("a registered boleto paid by Pix is written off at the bank (movement 02), and the bank's 09 comes back", async () => {
    const { companyId, t, txid } = await hybrid();
    await generateRemessa({ companyId }); // registered at the built-in bank
    await rail.simulator!.pay(txid);
    expect((await getTransaction({ companyId, transactionId: t.id })).status).toBe("paid");
    expect(await prisma.boletoMovement.findMany({ where: { transactionId: t.id, fileId: null } })).toMatchObject([
      { kind: "cancel" },
    ]);
    await generateRemessa({ companyId });
    const [retorno] = await listBoletoFiles({ companyId });
    expect(retorno.summary).toMatchObject({ writtenOff: 1 });
    expect((await getTransaction({ companyId, transactionId: t.id })).status).toBe("paid");
  });

  it("paid as a boleto first: its Pix is removed at the PSP and can no longer be paid", async () => {
    const { companyId, t, txid } = await hybrid();
    expect(await payTransaction({ companyId, transactionId: t.id })).toMatchObject({ status: "paid" });
    await expect(rail.simulator!.pay(txid)).rejects.toThrow();
    const after = await getTransaction({ companyId, transactionId: t.id });
    expect(after).toMatchObject({ status: "paid", paidAmount: 10000 });
    expect(after.pix?.end2EndId).toBeUndefined();
  });
});
