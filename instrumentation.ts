// Next calls register() once when a server starts. Background work of the app starts here, in the
// Node.js runtime only (never in the edge runtime or during `next build`).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { hookServerRequests } = await import("@/lib/api/server-hooks");
  hookServerRequests();
  const { hookShutdown, onShutdown } = await import("@/lib/shutdown");
  if (process.env.NEXT_MANUAL_SIG_HANDLE) hookShutdown();
  // webhook deliveries (lib/webhooks); WEBHOOKS_WORKER=off runs an instance that only serves the API
  if (process.env.WEBHOOKS_WORKER !== "off") {
    const { startWebhookWorker } = await import("@/lib/webhooks/start-webhook-worker");
    const worker = startWebhookWorker();
    onShutdown(() => worker.stop());
  }
  // expiry of due Pix and boletos (lib/transactions); EXPIRY_WORKER=off leaves it to other instances
  if (process.env.EXPIRY_WORKER !== "off") {
    const { startExpiryWorker } = await import("@/lib/transactions/start-expiry-worker");
    const worker = startExpiryWorker();
    onShutdown(() => worker.stop());
  }
  // the Pix rail: webhook registration and reconciliation (docs/rails.md); none in production mode
  // while the rail is left on the built-in sandbox PSP, which production never charges through
  const { env } = await import("@/lib/env");
  if (env.isSandbox || env.pixProvider !== "sandbox") {
    const { startPixReconciler } = await import("@/lib/transactions/start-pix-reconciler");
    const reconciler = startPixReconciler();
    onShutdown(() => reconciler.stop());
  }
  // idempotency keys past their retention (lib/api/idempotency.ts)
  const { startIdempotencySweep } = await import("@/lib/api/start-idempotency-sweep");
  const sweep = startIdempotencySweep();
  onShutdown(() => sweep.stop());
  // encrypted card data behind expired card hashes (lib/cards)
  const { startCardHashSweep } = await import("@/lib/cards/start-card-hash-sweep");
  const cardSweep = startCardHashSweep();
  onShutdown(() => cardSweep.stop());
}
