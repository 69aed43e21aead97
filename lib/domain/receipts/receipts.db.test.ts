import { describe, expect, it } from "vitest";

import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { getTransaction } from "@/lib/domain/transactions/get-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { refundTransaction } from "@/lib/domain/transactions/refund-transaction";
import { createTransfer } from "@/lib/domain/transfers/create-transfer";
import { settleTransfer } from "@/lib/domain/transfers/settle-transfer";
import { formatDigitableLine } from "@/lib/formats/boleto";
import { prisma } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { makeCompany, txInput } from "@/lib/test/factories";
import { readPdf } from "@/lib/test/read-pdf";

import { receiptCode } from "./receipt-code";
import { maskedPixKey } from "./receipt-parts";
import { renderReceiptPdf } from "./receipt-pdf";
import { getTransactionReceipt } from "./transaction-receipt";
import { getTransferReceipt } from "./transfer-receipt";
import { verifyReceipt } from "./verify-receipt";

// The receipts rendered and read back as a viewer reads them (pdf.js): the selectable text carries
// the identifiers and the amounts as a Brazilian reads them, and never a full card number or CPF.

const CPF = "52998224725";
const CARD = "4111111111111111";

async function textOf(render: Promise<Parameters<typeof renderReceiptPdf>[0]>) {
  const pdf = await readPdf(await renderReceiptPdf(await render));
  const text = pdf.texts.join("\n");
  // neither the whole document nor the card number, in any spelling
  const digitsOnly = text.replace(/\D/g, "");
  expect(text).not.toContain("529.982.247-25");
  expect(digitsOnly).not.toContain(CPF);
  expect(digitsOnly).not.toContain(CARD);
  return { ...pdf, text };
}

describe("payment receipts (comprovantes)", () => {
  it("card: company, amounts as R$ 1.234,56, fee and net, brand and last four, authorization, TID, NSU, refunds", async () => {
    const { company } = await makeCompany();
    await prisma.company.update({ where: { id: company.id }, data: { tradeName: "Loja Açaí & Cia" } });
    const t = await createTransaction({
      companyId: company.id,
      input: txInput("credit_card", { amount: 123456, installments: 3 }),
    });
    expect(t.status).toBe("paid");
    await refundTransaction({ companyId: company.id, transactionId: t.id, amount: 2500 });
    const { text, texts, pageCount } = await textOf(
      getTransactionReceipt({ companyId: company.id, transactionId: t.id }),
    );
    expect(pageCount).toBe(1);
    expect(texts).toContain("Loja Açaí & Cia");
    expect(texts).toContain("Comprovante de pagamento");
    expect(texts).toContain("R$ 1.234,56");
    expect(texts).toContain("R$ 25,00");
    // the fee and net as they stand after the refund
    const { fee, refunds } = await getTransaction({ companyId: company.id, transactionId: t.id });
    expect(text).toContain(`Taxa\n${brl(fee.estimatedFee)} (`);
    expect(texts).toContain(brl(fee.netAmount));
    expect(texts).toContain("3x");
    expect(texts).toContain("Visa final 1111");
    expect(texts).toContain(String(t.authorizationCode));
    expect(texts).toContain(String(t.tid));
    expect(texts).toContain(String(t.nsu));
    expect(texts).toContain("***.982.247-**");
    expect(texts).toContain(`Estorno nº ${refunds[0].id}`);
    expect(text).toMatch(/R\$ 25,00 em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(horário de Brasília\)/);
    expect(texts).toContain(`${env.publicBaseUrl}/verify/${receiptCode("transaction", t.id)}`);
  });

  it("Pix: the end-to-end id once paid; boleto: nosso número and the digitable line", async () => {
    const { company } = await makeCompany();
    const pix = await createTransaction({ companyId: company.id, input: txInput("pix", { amount: 4990 }) });
    const paid = await payTransaction({ companyId: company.id, transactionId: pix.id });
    const e2e = (paid.pix as { end2EndId?: string }).end2EndId;
    expect(e2e).toMatch(/^E/);
    const pixText = await textOf(getTransactionReceipt({ companyId: company.id, transactionId: pix.id }));
    expect(pixText.texts).toContain(e2e);
    expect(pixText.texts).toContain("R$ 49,90");
    expect(pixText.texts).toContain("Pago");

    const boleto = await createTransaction({ companyId: company.id, input: txInput("boleto", { amount: 100000 }) });
    const b = boleto.boleto as { nossoNumero?: string; digitableLine: string };
    const boletoText = await textOf(getTransactionReceipt({ companyId: company.id, transactionId: boleto.id }));
    expect(boletoText.texts).toContain("Resumo da cobrança");
    expect(boletoText.texts).toContain("Aguardando pagamento");
    expect(boletoText.texts).toContain("R$ 1.000,00");
    expect(b.nossoNumero).toBeTruthy();
    expect(boletoText.texts).toContain(b.nossoNumero);
    expect(boletoText.texts).toContain(formatDigitableLine(b.digitableLine));
  });

  it("another company's transaction is not found", async () => {
    const a = await makeCompany();
    const b = await makeCompany();
    const t = await createTransaction({ companyId: a.company.id, input: txInput("pix") });
    await expect(getTransactionReceipt({ companyId: b.company.id, transactionId: t.id })).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("transfer receipts", () => {
  it("recipient masked, bank and account masked, amount, fee, bank authentication, verification address", async () => {
    const { company, ownRecipientId } = await makeCompany();
    const t = await createTransaction({ companyId: company.id, input: txInput("pix", { amount: 500000 }) });
    await payTransaction({ companyId: company.id, transactionId: t.id });
    const transfer = await createTransfer({
      companyId: company.id,
      input: { recipientId: ownRecipientId, amount: 123456 },
    });
    await settleTransfer({ companyId: company.id, transferId: transfer.id });
    await prisma.transfer.update({ where: { id: transfer.id }, data: { bankAuthentication: "AUT-9F8E7D6C5B" } });
    const recipient = await prisma.recipient.findUniqueOrThrow({ where: { id: ownRecipientId } });
    const account = transfer.bankAccount!;

    const { texts, text } = await textOf(getTransferReceipt({ companyId: company.id, transferId: transfer.id }));
    expect(texts).toContain("Comprovante de transferência");
    expect(texts).toContain("R$ 1.234,56");
    expect(texts).toContain("Concluída");
    expect(texts).toContain("AUT-9F8E7D6C5B");
    expect(texts).toContain(recipient.legalName);
    expect(text).not.toContain(recipient.documentNumber);
    expect(text).not.toContain(account.accountNumber);
    expect(texts).toContain(`***${account.accountNumber.slice(-3)}-${account.accountDigit}`);
    expect(texts).toContain(`${env.publicBaseUrl}/verify/${receiptCode("transfer", transfer.id)}`);
  });
});

describe("Pix keys on a transfer receipt", () => {
  it.each([
    ["maria.silva@example.com", "ma***@example.com"],
    ["52998224725", "***.982.247-**"],
    ["+5511987654321", "+*********4321"],
    ["123e4567-e89b-12d3-a456-426614174000", "123e…4000"],
  ])("%s → %s", (key, shown) => {
    expect(maskedPixKey(key)).toBe(shown);
  });
});

describe("verification", () => {
  it("confirms a code the server signed with issuer, amount, date and status only; refuses a forged one", async () => {
    const { company } = await makeCompany();
    const t = await createTransaction({ companyId: company.id, input: txInput("pix", { amount: 4990 }) });
    await payTransaction({ companyId: company.id, transactionId: t.id });
    const code = receiptCode("transaction", t.id);
    const verified = await verifyReceipt(code);
    expect(verified).toEqual({
      kind: "transaction",
      companyName: company.tradeName,
      amount: 4990,
      date: expect.any(Date),
      status: "Pago",
    });
    // lower case is the same code; a changed MAC, another id with this MAC, or the other kind are not
    expect(await verifyReceipt(code.toLowerCase())).not.toBeNull();
    const mac = code.split("-")[1];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`;
    expect(await verifyReceipt(`P${t.id}-${flipped}`)).toBeNull();
    expect(await verifyReceipt(`P${t.id + 1}-${mac}`)).toBeNull();
    expect(await verifyReceipt(`T${t.id}-${mac}`)).toBeNull();
    expect(await verifyReceipt("nonsense")).toBeNull();
  });
});

const brl = (cents: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(cents / 100).replace(/\s/g, " ");
