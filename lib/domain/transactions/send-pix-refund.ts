import { logError } from "@/lib/platform/log";
import { pixRail } from "@/lib/rails";

import { settlePixRefund } from "./settle-pix-refund";

// Asks the Pix provider for a devolução of a pending refund (PUT /pix/{e2eid}/devolucao/{id}, the
// id derived from the refund, so asking twice is one devolução) and settles it at once when the
// PSP already has the final answer. A failure to reach the PSP leaves the refund pending: the
// reconciliation asks again (reconcile-pix.ts). Returns whether the PSP took it.
export async function sendPixRefund(devolucao: {
  end2EndId: string;
  refundId: string;
  amount: number;
}): Promise<boolean> {
  try {
    const answer = await pixRail().refund(devolucao);
    if (answer.status !== "pending") await settlePixRefund(answer);
    return true;
  } catch (e) {
    logError(`pix-refund-${devolucao.refundId}`, e);
    return false;
  }
}
