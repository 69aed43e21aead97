import "server-only";

import { boletoBarcode, boletoNumbers } from "@/lib/formats/boleto-banks";
import type { BoletoAgreementSettings } from "@/lib/platform/env";

import type { BoletoRail } from "./port";

/** The key an agreement's sequence and files are kept under: bank, agency, account, convênio, carteira. */
export const agreementKeyOf = (a: BoletoAgreementSettings): string =>
  [a.bank, a.agency, a.account, a.convenio ?? "", a.wallet].join(":");

// The cnab240 provider: the bank's own numbering (nosso número with its check digits, the barcode's
// free field of that bank, lib/formats/boleto-banks.ts) for the configured agreement.
export function createCnab240BoletoRail(agreement: BoletoAgreementSettings, isReal = true): BoletoRail {
  const account = {
    bank: agreement.bank,
    agency: agreement.agency,
    account: agreement.account,
    convenio: agreement.convenio,
    wallet: agreement.wallet,
  };
  const agencyAccount =
    agreement.bank === "001" || agreement.bank === "237"
      ? `${agreement.agency}${agreement.agencyDigit ? `-${agreement.agencyDigit}` : ""} / ${agreement.account}-${agreement.accountDigit}`
      : `${agreement.agency} / ${agreement.account}-${agreement.accountDigit}`;
  return {
    provider: isReal ? "cnab240" : "sandbox",
    isReal,
    agreement,
    agreementKey: agreementKeyOf(agreement),
    numbers: ({ sequence, amount, dueDate }) => {
      const n = boletoNumbers(account, String(sequence));
      const { barcode, digitableLine } = boletoBarcode({
        bank: agreement.bank,
        dueDate,
        amount,
        freeField: n.freeField,
      });
      return {
        barcode,
        digitableLine,
        nossoNumero: n.printed,
        agencyAccount,
        bank: agreement.bank,
        wallet: agreement.wallet,
      };
    },
  };
}
