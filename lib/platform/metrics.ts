import "server-only";

import { Counter, Gauge, Histogram, Registry } from "prom-client";

// What an operator graphs and alerts on (docs/operations.md, Metrics), in Prometheus's text format
// at GET /metrics. One registry per process, kept on globalThis: Next bundles a copy of this module
// per route, and every copy must count into the same metrics. Labels are bounded sets (route
// patterns, methods, statuses, rails, loop names), never ids or anything a client chose freely.

type Metrics = ReturnType<typeof create>;
const g = globalThis as unknown as { __colmeiaMetrics?: Metrics };

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function create() {
  const registry = new Registry();
  return {
    registry,
    samplers: new Map<string, { gauge: Gauge<"name">; read: () => Promise<Record<string, number>> }>(),
    httpRequests: new Counter({
      name: "colmeia_http_requests_total",
      help: "API requests answered, by method, route pattern and status",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "colmeia_http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by method and route pattern",
      labelNames: ["method", "route"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    payments: new Counter({
      name: "colmeia_payments_total",
      help: "Payments created, by method and the status they were created in (paid, refused, waiting_payment…)",
      labelNames: ["method", "status"] as const,
      registers: [registry],
    }),
    railCalls: new Counter({
      name: "colmeia_rail_calls_total",
      help: "Calls to a rail's provider, by rail, provider and result (2xx, 4xx, 5xx, error: no answer)",
      labelNames: ["rail", "provider", "result"] as const,
      registers: [registry],
    }),
    railDuration: new Histogram({
      name: "colmeia_rail_call_duration_seconds",
      help: "Time a rail's provider took to answer, by rail and provider",
      labelNames: ["rail", "provider"] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    }),
    loopSuccess: new Gauge({
      name: "colmeia_background_last_success_timestamp_seconds",
      help: "When each background loop (sweeps, workers) last finished a run without error, Unix time",
      labelNames: ["loop"] as const,
      registers: [registry],
    }),
    loopInterval: new Gauge({
      name: "colmeia_background_interval_seconds",
      help: "How often each background loop runs when it finds nothing to do, seconds (alert on a last success older than a few of these)",
      labelNames: ["loop"] as const,
      registers: [registry],
    }),
    loopFailures: new Counter({
      name: "colmeia_background_failures_total",
      help: "Runs of each background loop that failed (logged, retried after five intervals)",
      labelNames: ["loop"] as const,
      registers: [registry],
    }),
  };
}

/** This process's metrics (created on first use). */
export function metrics(): Metrics {
  return (g.__colmeiaMetrics ??= create());
}

/**
 * A request path as its route pattern, so a label never holds an id: numeric segments and long
 * opaque tokens (secure ids, aliases) become `{id}`. `/v1/transactions/123/refunds` →
 * `/v1/transactions/{id}/refunds`.
 */
export function routeOf(pathname: string): string {
  const parts = pathname.split("/").map((s) => (/^\d+$/.test(s) || (s.length >= 16 && /\d/.test(s)) ? "{id}" : s));
  // anything past four segments is not a route of ours: one label for all of it
  return parts.length > 6 ? "{other}" : parts.join("/").slice(0, 120);
}

export function observeRequest(method: string, pathname: string, status: number, ms: number): void {
  const m = metrics();
  const route = routeOf(pathname);
  m.httpRequests.inc({ method, route, status: String(status) });
  m.httpDuration.observe({ method, route }, ms / 1000);
}

export function observeRailCall(rail: string, provider: string, status: number, ms: number): void {
  const m = metrics();
  const result = status === 0 ? "error" : `${Math.floor(status / 100)}xx`;
  m.railCalls.inc({ rail, provider, result });
  if (status) m.railDuration.observe({ rail, provider }, ms / 1000);
}

export function observePayment(method: string, status: string): void {
  metrics().payments.inc({ method, status });
}

export function observeLoopInterval(loop: string, ms: number): void {
  metrics().loopInterval.set({ loop }, ms / 1000);
}

export function observeLoop(loop: string, isOk: boolean): void {
  const m = metrics();
  if (isOk) m.loopSuccess.set({ loop }, Date.now() / 1000);
  else m.loopFailures.inc({ loop });
}

/**
 * A gauge read when Prometheus asks (the database's view: queue depth, pool use): `read` answers
 * one value per key, each under the label `name`.
 */
export function sampledGauge(name: string, help: string, read: () => Promise<Record<string, number>>): void {
  const m = metrics();
  if (m.samplers.has(name)) return;
  const gauge = new Gauge({ name, help, labelNames: ["name"] as const, registers: [m.registry] });
  m.samplers.set(name, { gauge, read });
}

/** The text Prometheus scrapes, with the sampled gauges read now. */
export async function metricsText(): Promise<{ contentType: string; text: string }> {
  const m = metrics();
  await Promise.all(
    [...m.samplers.values()].map(async ({ gauge, read }) => {
      try {
        const values = await read();
        gauge.reset();
        for (const [name, value] of Object.entries(values)) gauge.set({ name }, value);
      } catch {
        // a scrape while the database is down still answers the process's own metrics
      }
    }),
  );
  return { contentType: m.registry.contentType, text: await m.registry.metrics() };
}
