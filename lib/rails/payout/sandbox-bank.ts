import "server-only";

import { runSql, sql } from "@/lib/platform/sql";

import type { PayoutRail } from "./port";
import { sandboxDictHolder } from "./sandbox-dict";

// The built-in sandbox bank as a payout provider: it records each order once (its own table, keyed
// by the transfer, so a repeated order is the same payout) and moves no money. The transfer stays
// `processing` until the sandbox actions settle or fail it (POST /v1/transfers/{id}/sandbox/settle,
// /sandbox/fail), as a bank's later answer would. Its DICT lookup follows the rule in
// sandbox-dict.ts.
export function createSandboxPayoutRail(): PayoutRail {
  return {
    provider: "sandbox",
    isReal: false,
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
