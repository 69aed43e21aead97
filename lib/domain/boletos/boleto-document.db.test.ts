import { describe, expect, it } from "vitest";

import { getBoletoSlip } from "@/lib/domain/checkout/get-checkout";
import { createTransaction } from "@/lib/domain/transactions/create-transaction";
import { payTransaction } from "@/lib/domain/transactions/pay-transaction";
import { nextBankDay } from "@/lib/formats/bank-days";
import { decodeItf } from "@/lib/formats/itf25";
import { addDays } from "@/lib/formats/time";
import { prisma } from "@/lib/platform/db";
import { makeCompany, txInput } from "@/lib/test/factories";
import { readPdf } from "@/lib/test/read-pdf";

import { getBoletoDocument } from "./boleto-document";
import { renderBoletoPdf } from "./boleto-pdf";

async function boletoOf(amount = 4990) {
  const { company } = await makeCompany();
  const t = await createTransaction({ companyId: company.id, input: txInput("boleto", { amount }) });
  return {
    company,
    t: t as typeof t & {
      id: number;
      secureId: string;
      boleto: { barcode: string; digitableLine: string; expirationDate: string };
    },
  };
}

describe("getBoletoDocument", () => {
  it("reads a waiting boleto: bank from the barcode, the company as beneficiary, the payer masked", async () => {
    const { company, t } = await boletoOf();
    const found = await getBoletoDocument({ secureId: t.secureId });
    expect(found).toMatchObject({ isPrintable: true, transactionId: t.id });
    if (!found?.isPrintable) throw new Error("not printable");
    expect(found.document).toMatchObject({
      bank: { code: "001", name: "Banco do Brasil", checkDigit: "9" },
      barcode: t.boleto.barcode,
      digitableLine: t.boleto.digitableLine,
      beneficiary: {
        name: company.legalName,
        document: company.documentNumber,
        tradeName: company.tradeName,
        agencyAccount: t.boleto.agencyAccount,
      },
      payer: { name: "Fulano de Tal", document: "***.982.247-**" },
      nossoNumero: t.boleto.nossoNumero,
      documentNumber: String(t.id),
      dueDate: t.boleto.expirationDate,
      amount: 4990,
      instructions: ["Não receber após o vencimento."],
    });
    expect(found.document.pixQrCode).toBeUndefined();
    // and the PDF made from it carries the transaction's own barcode
    const pdf = await readPdf(await renderBoletoPdf(found.document));
    const bars = pdf.rects.filter((r) => r.height > 30).sort((a, b) => a.x - b.x);
    const narrow = Math.min(...bars.map((b) => b.width));
    const unit = (w: number) => (w > 2 * narrow ? 3 : 1);
    const elements = bars.flatMap((b, i) => [
      ...(i > 0 ? [{ isBar: false, width: unit(b.x - bars[i - 1].x - bars[i - 1].width) }] : []),
      { isBar: true, width: unit(b.width) },
    ]);
    expect(decodeItf(elements)).toBe(t.boleto.barcode);
  });

  it("uses the rail's nosso número, agency/account, wallet, instruction lines and Pix QR when the boleto has them", async () => {
    const { t } = await boletoOf();
    const boleto = {
      ...t.boleto,
      nossoNumero: "109/00000042-0",
      agencyAccount: "0057 / 12345-7",
      wallet: "109",
      instructions: ["Após o vencimento, multa de 2,00%.", "Juros de 0,03% ao dia."],
      pixQrCode: "00020101021226830014br.gov.bcb.pix",
    };
    await prisma.transaction.update({ where: { id: t.id }, data: { boleto } });
    const found = await getBoletoDocument({ secureId: t.secureId });
    if (!found?.isPrintable) throw new Error("not printable");
    expect(found.document).toMatchObject({
      nossoNumero: "109/00000042-0",
      beneficiary: { agencyAccount: "0057 / 12345-7" },
      wallet: "109",
      instructions: boleto.instructions,
      pixQrCode: boleto.pixQrCode,
    });
  });

  it("a paid or overdue boleto is not printable; a Pix or an unknown secureId is null", async () => {
    const { company, t } = await boletoOf();
    // the day after its due date, or after the next day banks open when they are closed on it
    const afterDue = new Date(Date.parse(`${nextBankDay(t.boleto.expirationDate)}T12:00:00-03:00`) + 86_400_000);
    expect(await getBoletoDocument({ secureId: t.secureId, now: afterDue })).toEqual({
      isPrintable: false,
      transactionId: t.id,
      status: "waiting_payment",
      isExpired: true,
    });
    await payTransaction({ companyId: company.id, transactionId: t.id });
    expect(await getBoletoDocument({ secureId: t.secureId })).toMatchObject({ isPrintable: false, status: "paid" });
    const pix = (await createTransaction({ companyId: company.id, input: txInput("pix") })) as { secureId: string };
    expect(await getBoletoDocument({ secureId: pix.secureId })).toBeNull();
    expect(await getBoletoDocument({ secureId: "AAAAAAAAAAAAAAAAAAAA" })).toBeNull();
    expect(await getBoletoDocument({ secureId: "../x" })).toBeNull();
  });
  it("with a fine or interest, the PDF and the slip stay printable through the grace period, saying until when", async () => {
    const { company } = await makeCompany();
    const t = (await createTransaction({
      companyId: company.id,
      input: txInput("boleto", {
        boleto: { expiresInDays: 3, fine: { percentage: 2 }, interest: { amountPerDay: 5 } },
      }),
    })) as {
      id: number;
      secureId: string;
      boleto: { expirationDate: string; nossoNumero: string; agencyAccount: string };
    };
    const due = t.boleto.expirationDate;
    const lastDay = addDays(due, 5); // BOLETO_CANCEL_AFTER_DAYS
    const noonOf = (day: string) => new Date(`${day}T12:00:00-03:00`);
    const late = await getBoletoDocument({ secureId: t.secureId, now: noonOf(lastDay) });
    if (!late?.isPrintable) throw new Error("not printable during the grace period");
    const [d, m, y] = [lastDay.slice(8), lastDay.slice(5, 7), lastDay.slice(0, 4)];
    expect(late.document.paymentPlace).toBe(
      `Pagável em qualquer banco, lotérica ou app até ${d}/${m}/${y} (após o vencimento, com multa e juros)`,
    );
    const pdf = await readPdf(await renderBoletoPdf(late.document));
    expect(pdf.texts.join(" ")).toContain(`até ${d}/${m}/${y}`);
    expect(pdf.texts.join(" ")).not.toContain("até o vencimento");
    // the HTML slip too, with the bank's numbers
    const slip = await getBoletoSlip({ secureId: t.secureId, now: noonOf(lastDay) });
    expect(slip).toMatchObject({
      isPrintable: true,
      paymentPlace: late.document.paymentPlace,
      nossoNumero: t.boleto.nossoNumero,
      beneficiary: { agencyAccount: t.boleto.agencyAccount },
    });
    // the grace period over, it is canceled and written off: no barcode any more
    const after = noonOf(addDays(lastDay, 1));
    expect(await getBoletoDocument({ secureId: t.secureId, now: after })).toMatchObject({
      isPrintable: false,
      isExpired: true,
    });
    expect(await getBoletoSlip({ secureId: t.secureId, now: after })).toMatchObject({ isPrintable: false });
  });
});
