import "server-only";

import { buildCobrancaRetorno } from "@/lib/formats/cnab240/cobranca";
import { parseCobrancaRemessa } from "@/lib/formats/cnab240/cobranca-remessa-reader";
import type { BoletoAgreementSettings } from "@/lib/platform/env";

import { createCnab240BoletoRail } from "./cnab240-rail";
import type { Beneficiary, BoletoRail } from "./port";

// The built-in bank (docs/rails.md, Boleto rail, "Sandbox"): a Banco do Brasil agreement that
// exists nowhere, numbered and filed exactly as a real one, and a bank that answers each remessa
// with its retorno — every entry confirmed (02), except a payer whose name starts with "RECUSAR",
// rejected (03, reason 45: payer name missing or invalid) — and writes the retorno of what payers
// do (06 paid, with the amount paid; 09 written off). Those retornos go through the same import as
// a bank's.
export const SANDBOX_AGREEMENT: BoletoAgreementSettings = {
  bank: "001",
  agency: "1234",
  agencyDigit: "3",
  account: "56789",
  accountDigit: "2",
  convenio: "1234567",
  wallet: "17",
  walletVariation: "019",
};

const REJECTED_PAYER = /^RECUSAR/i;

export function createSandboxBoletoRail(): BoletoRail {
  const rail = createCnab240BoletoRail(SANDBOX_AGREEMENT, false);
  const agreementFor = (beneficiary: Beneficiary) => ({ ...SANDBOX_AGREEMENT, beneficiary });
  return {
    ...rail,
    sandboxBank: {
      answerRemessa(remessa, { sequence, now }) {
        const parsed = parseCobrancaRemessa(remessa, SANDBOX_AGREEMENT);
        return buildCobrancaRetorno({
          agreement: agreementFor(parsed.beneficiary),
          sequence,
          createdAt: now,
          occurrences: parsed.entries.map((e) => {
            const rejected = e.movement === "register" && REJECTED_PAYER.test(e.payerName);
            const code = e.movement === "register" ? (rejected ? "03" : "02") : e.movement === "cancel" ? "09" : "14";
            return {
              nossoNumero: e.nossoNumero,
              documentNumber: e.documentNumber,
              movementCode: code,
              reasons: rejected ? ["45"] : [],
              dueDate: e.dueDate,
              amount: e.amount,
              occurrenceDate: dayOf(now),
              payerName: e.payerName,
            };
          }),
        });
      },
      retornoOf(events, { sequence, now, beneficiary }) {
        return buildCobrancaRetorno({
          agreement: agreementFor(beneficiary),
          sequence,
          createdAt: now,
          occurrences: events.map((e) => ({
            nossoNumero: String(e.sequence),
            documentNumber: e.documentNumber,
            movementCode: e.kind === "paid" ? "06" : "09",
            dueDate: e.dueDate,
            amount: e.amount,
            ...(e.kind === "paid" && {
              paidAmount: e.paidAmount,
              interestAndFine: Math.max(0, e.paidAmount - e.amount),
              creditDate: e.on,
            }),
            occurrenceDate: e.on,
          })),
        });
      },
    },
  };
}

const dayOf = (d: Date) => d.toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" });
