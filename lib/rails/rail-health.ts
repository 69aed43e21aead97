import "server-only";

// What this instance has seen of each rail (the Rails settings page and /api/health): the last
// successful call to the provider, the last notification received, the last reconciliation.
// Per process and in memory: a restart starts blank, which the page says as "not yet".

export type RailName = "pix" | "card";
type Health = {
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  lastWebhookAt: string | null;
  lastReconciliationAt: string | null;
};

const g = globalThis as unknown as { __colmeiaRailHealth?: Map<RailName, Health> };
const health = (g.__colmeiaRailHealth ??= new Map());

const of = (rail: RailName): Health => {
  let h = health.get(rail);
  if (!h)
    health.set(
      rail,
      (h = { lastSuccessAt: null, lastFailureAt: null, lastWebhookAt: null, lastReconciliationAt: null }),
    );
  return h;
};

/** An answer from the rail's provider (status 0: none came). */
export function recordRailAnswer(rail: RailName, status: number): void {
  of(rail)[status > 0 && status < 500 ? "lastSuccessAt" : "lastFailureAt"] = new Date().toISOString();
}

export function recordRailEvent(rail: RailName, event: "webhook" | "reconciliation"): void {
  of(rail)[event === "webhook" ? "lastWebhookAt" : "lastReconciliationAt"] = new Date().toISOString();
}

export function railHealth(rail: RailName): Health {
  return { ...of(rail) };
}
