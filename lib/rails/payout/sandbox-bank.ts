import "server-only";

import type { PaymentOrder } from "@/lib/formats/cnab240/pagamentos";
import { buildPagamentosRetorno } from "@/lib/formats/cnab240/pagamentos-retorno";
import type { PayoutAccountSettings } from "@/lib/platform/env";
import { runSql, sql } from "@/lib/platform/sql";

import { payoutAccountKey } from "./cnab240-rail";
import type { PayoutRail } from "./port";
import { sandboxDictHolder } from "./sandbox-dict";

// The built-in sandbox bank as a payout provider: it records each order once (its own table, keyed
// by the transfer, so a repeated order is the same payout) and moves no money. Like a bank paid
// through CNAB 240 files, it pays from an account of its own (Banco do Brasil): the transfer stays
// `processing` until the company's next payment remessa, which this bank answers at once with its
// retorno (`sandboxBank.answer`, the rules below), imported like a real bank's; before a remessa
// carries it, the sandbox actions (POST /v1/transfers/{id}/sandbox/settle, /sandbox/fail) may answer
// instead. Its DICT lookup follows the rule in sandbox-dict.ts.
export function createSandboxPayoutRail(): PayoutRail {
  return {
    provider: "sandbox",
    isReal: false,
    paymentFiles: { account: SANDBOX_PAYING_ACCOUNT, accountKey: payoutAccountKey(SANDBOX_PAYING_ACCOUNT) },
    sandboxBank: {
      answer: (orders, { account, sequence, now }) =>
        buildPagamentosRetorno({
          account,
          sequence,
          createdAt: now,
          results: orders.map((order) => {
            const refusal = sandboxRefusal(order);
            return refusal
              ? { order, occurrences: [refusal] }
              : {
                  order,
                  occurrences: ["00"],
                  effectiveDate: order.paymentDate,
                  bankAuthentication: `SANDBOX${order.ourNumber.padStart(10, "0")}`,
                };
          }),
        }),
    },
    async send({ transferId, amount, destination }) {
      await runSql(sql`
        INSERT INTO "SandboxPayout" ("transferId", "amount", "destination")
        VALUES (${transferId}, ${amount}, ${JSON.stringify(destination)}::jsonb)
        ON CONFLICT ("transferId") DO NOTHING`);
      return { accepted: true, railId: `sandbox_payout_${transferId}` };
    },
    async resolvePixKey(query) {
      return sandboxDictHolder(query);
    },
  };
}

/** The built-in bank's own paying account (Banco do Brasil, an account that exists nowhere). */
export const SANDBOX_PAYING_ACCOUNT: PayoutAccountSettings = {
  bank: "001",
  agency: "1234",
  agencyDigit: "3",
  account: "56789",
  accountDigit: "0",
  convenio: "123456789",
};

/**
 * The built-in bank's rules for a payment remessa (docs/rails.md, Payout rail, "Sandbox"): an account
 * whose number ends in 9 does not exist (AN, invalid recipient account); a Pix key the sandbox DICT
 * does not know (an e-mail starting with naoexiste@) is not found (PJ, the key is not in the DICT);
 * every other order is paid (00) on its payment date.
 */
function sandboxRefusal(order: PaymentOrder): string | null {
  const d = order.destination;
  if (d.kind === "account") return d.account.endsWith("9") ? "AN" : null;
  return d.key.startsWith("naoexiste@") ? "PJ" : null;
}
