import "server-only";

import { type PollingLoop, startPollingLoop } from "@/lib/platform/background/start-polling-loop";
import { settings } from "@/lib/platform/env";

import { purgeExpiredCardHashes } from "./card-hash";

// Encrypted card data behind an expired card hash is deleted every CARD_HASH_SWEEP_MS (30 s by
// default), so none survives more than that (plus one sweep's run) past its expiry — well within
// a minute. Used hashes are deleted when used (consumeCardHash). Safe on several processes.
export function startCardHashSweep(pollMs = settings().CARD_HASH_SWEEP_MS): PollingLoop {
  return startPollingLoop({ name: "card-hash-sweep", pollMs, tick: () => purgeExpiredCardHashes().then(() => pollMs) });
}
