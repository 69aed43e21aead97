import "server-only";

import { recordAudit } from "@/lib/domain/audit/record-audit";
import { recordEvents } from "@/lib/domain/events/record-event";
import type { Tx } from "@/lib/platform/db";

import type { DestinationBy } from "./destination-by";

export type DestinationKind = "bank_account" | "pix_key";
type Change = "created" | "confirmed";

/**
 * Every change of where money can go is an event (webhook `payout_destination.created|confirmed`)
 * and an audit entry (`bank_account.create`, `pix_key.create`, `payout_destination.confirm`), in
 * the commit that makes it.
 */
export async function recordDestinationChange(
  tx: Tx,
  {
    companyId,
    kind,
    change,
    destination,
    by,
  }: {
    companyId: number;
    kind: DestinationKind;
    change: Change;
    destination: { id: number } & Record<string, unknown>;
    by?: DestinationBy;
  },
): Promise<void> {
  const data = { kind, ...destination };
  await recordEvents(tx, [
    {
      companyId,
      type: `payout_destination.${change}`,
      objectType: "payout_destination",
      objectId: destination.id,
      data,
    },
  ]);
  await recordAudit(tx, {
    companyId,
    actor: by?.actor ?? { kind: "system" },
    ip: by?.ip,
    action: change === "created" ? `${kind}.create` : "payout_destination.confirm",
    objectType: kind,
    objectId: destination.id,
    after: data,
  });
}
