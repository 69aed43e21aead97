// Next calls register() once when a server starts. Background work of the app starts here, in the
// Node.js runtime only (never in the edge runtime or during `next build`).
// NEXT_RUNTIME is the one variable read outside lib/platform/env.ts: Next replaces it at build time per
// runtime, and the edge bundle must not import lib/platform/env.ts (node:fs).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // every variable parsed now: a bad value stops the server here, naming the variable
  const { settings } = await import("@/lib/platform/env");
  const config = settings();
  if (config.NEXT_PHASE === "phase-production-build") return;
  // LOG_FORMAT=json: what Next.js and the libraries print from now on is JSON lines too
  const { captureConsole } = await import("@/lib/platform/log");
  captureConsole();
  // OpenTelemetry, only when a collector is configured: unset, the SDK is never imported (docs/operations.md, Tracing)
  const tracing = await (await import("@/lib/platform/tracing")).startConfiguredTracing();
  const { hookServerRequests } = await import("@/lib/http/server-hooks");
  // the API's fast lane, under `next start` only (lib/http/fast-lane.ts)
  const { createFastLane } = await import("@/lib/http/fast-lane");
  hookServerRequests(
    config.API_FAST_LANE === "on" && config.NODE_ENV === "production" ? createFastLane(config.NEXT_DIST_DIR) : null,
  );
  const { hookShutdown, onShutdown } = await import("@/lib/http/shutdown");
  if (config.NEXT_MANUAL_SIG_HANDLE) hookShutdown();
  // GET /metrics on a port of its own when METRICS_PORT is set (docs/operations.md, Metrics)
  {
    const { startMetricsServer } = await import("@/lib/http/metrics-endpoint");
    const server = startMetricsServer();
    if (server) onShutdown(() => server.stop());
  }
  // on a PGlite DATA_DIR, the snapshots `npm run backup` takes while this server runs (docs/operations.md)
  {
    const { startBackupSocket } = await import("@/lib/platform/backup/start-backup-socket");
    const backups = await startBackupSocket();
    if (backups) onShutdown(() => backups.close());
  }
  // webhook deliveries (lib/domain/webhooks); WEBHOOKS_WORKER=off runs an instance that only serves the API
  if (config.WEBHOOKS_WORKER === "on") {
    const { startWebhookWorker } = await import("@/lib/domain/webhooks/start-webhook-worker");
    const worker = startWebhookWorker();
    onShutdown(() => worker.stop());
  }
  // e-mails from the outbox (lib/domain/email, docs/email.md); EMAIL_WORKER=off leaves them to other instances
  if (config.EMAIL_WORKER === "on") {
    const { startEmailWorker } = await import("@/lib/domain/email/start-email-worker");
    const worker = startEmailWorker();
    onShutdown(() => worker.stop());
  }
  // expiry of due Pix and boletos (lib/domain/transactions); EXPIRY_WORKER=off leaves it to other instances
  if (config.EXPIRY_WORKER === "on") {
    const { startExpiryWorker } = await import("@/lib/domain/transactions/start-expiry-worker");
    const worker = startExpiryWorker();
    onShutdown(() => worker.stop());
  }
  // transfers the payout rail has not taken yet (docs/rails.md), sent again
  {
    const { startPayoutDispatcher } = await import("@/lib/domain/transfers/start-payout-dispatcher");
    const dispatcher = startPayoutDispatcher();
    onShutdown(() => dispatcher.stop());
  }
  // the payment-file cycle: the day's remessa to PAYOUT_OUTBOX_DIR at PAYOUT_CUTOFF, retornos
  // imported from PAYOUT_INBOX_DIR (only when the operator set a folder; docs/rails.md)
  {
    const { startPayoutFileCycle } = await import("@/lib/domain/payouts/payout-file-cycle");
    const cycle = startPayoutFileCycle();
    if (cycle) onShutdown(() => cycle.stop());
  }
  // boleto retornos imported from BOLETO_INBOX_DIR for every company with a title in them (only when
  // the operator set a folder; docs/rails.md, Boleto rail)
  {
    const { startBoletoInbox } = await import("@/lib/domain/boletos/boleto-inbox");
    const inbox = startBoletoInbox();
    if (inbox) onShutdown(() => inbox.stop());
  }
  // automatic anticipation of recipients that asked for it (lib/domain/anticipations)
  {
    const { startAnticipationSweep } = await import("@/lib/domain/anticipations/start-anticipation-sweep");
    const sweep = startAnticipationSweep();
    onShutdown(() => sweep.stop());
  }
  // recipients' automatic transfers due today (lib/domain/transfers)
  {
    const { startAutomaticTransfers } = await import("@/lib/domain/transfers/start-automatic-transfers");
    const loop = startAutomaticTransfers();
    onShutdown(() => loop.stop());
  }
  // PGlite has no autovacuum: the tables that grow by payments are vacuumed here (lib/platform/maintenance)
  {
    const { startPgliteVacuum } = await import("@/lib/platform/maintenance/vacuum-grown-tables");
    const loop = startPgliteVacuum();
    if (loop) onShutdown(() => loop.stop());
  }
  // disputes left unanswered past their deadline are lost (lib/domain/disputes)
  {
    const { startDisputeSweep } = await import("@/lib/domain/disputes/start-dispute-sweep");
    const sweep = startDisputeSweep();
    onShutdown(() => sweep.stop());
  }
  // the Pix rail: webhook registration and reconciliation (docs/rails.md); none in production mode
  // while the rail is left on the built-in sandbox PSP, which production never charges through
  const { env } = await import("@/lib/platform/env");
  if (env.isSandbox || env.pixProvider !== "sandbox") {
    const { startPixReconciler } = await import("@/lib/domain/transactions/start-pix-reconciler");
    const reconciler = startPixReconciler();
    onShutdown(() => reconciler.stop());
  }
  // card sales whose request never finished, settled with the acquirer (docs/money.md)
  const { startCardAttemptSweep } = await import("@/lib/domain/transactions/start-card-attempt-sweep");
  const cardAttempts = startCardAttemptSweep();
  onShutdown(() => cardAttempts.stop());
  // idempotency keys past their retention (lib/http/idempotency.ts)
  const { startIdempotencySweep } = await import("@/lib/http/start-idempotency-sweep");
  const sweep = startIdempotencySweep();
  onShutdown(() => sweep.stop());
  // encrypted card data behind expired card hashes (lib/domain/cards)
  const { startCardHashSweep } = await import("@/lib/domain/cards/start-card-hash-sweep");
  const cardSweep = startCardHashSweep();
  onShutdown(() => cardSweep.stop());
  // last closer: the spans of everything stopped before it are sent
  if (tracing) onShutdown(() => tracing.shutdown());
}
