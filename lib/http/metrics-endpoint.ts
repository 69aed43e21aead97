import "server-only";

import { createHash, timingSafeEqual } from "node:crypto";
import http from "node:http";

import { webhookBacklog } from "@/lib/domain/webhooks/webhook-backlog";
import { poolUse } from "@/lib/platform/db-adapter";
import { env, settings } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { logWarn } from "@/lib/platform/log";
import { metricsText, sampledGauge } from "@/lib/platform/metrics";

import { errorResponse } from "./error-response";
import { leaveUnhooked } from "./server-hooks";

// GET /metrics (docs/operations.md, Metrics): Prometheus's text format, on the main port or on
// METRICS_PORT, behind METRICS_TOKEN when the operator set one. Business volumes are nobody's
// business but the operator's: without a token, production answers it only on METRICS_PORT, a
// port the operator keeps off the public network; the sandbox answers it anywhere.

function registerSamplers() {
  sampledGauge(
    "colmeia_webhook_backlog",
    "The webhook outbox: deliveries pending (name=pending), due now (name=due), age in seconds of the oldest pending (name=oldest_age_seconds)",
    async () => {
      const b = await webhookBacklog();
      return { pending: b.pending, due: b.due, oldest_age_seconds: b.oldestAgeSeconds };
    },
  );
  sampledGauge(
    "colmeia_db_pool_connections",
    "PostgreSQL connections of this instance's pool: in use (name=in_use), idle (name=idle), requests waiting for one (name=waiting)",
    async (): Promise<Record<string, number>> => {
      const use = await poolUse();
      return use ? { in_use: use.inUse, idle: use.idle, waiting: use.waiting } : {};
    },
  );
}

const sha = (s: string) => createHash("sha256").update(s).digest();

function isAuthorized(authorization: string | null | undefined): boolean {
  const token = settings().METRICS_TOKEN;
  if (!token) return true;
  const [scheme, value = ""] = (authorization ?? "").split(" ", 2);
  // compared as hashes: equal lengths, and no timing that tells how much of the token matched
  return /^bearer$/i.test(scheme) && timingSafeEqual(sha(value.trim()), sha(token));
}

/** The answer to GET /metrics on the main port (`onOwnPort`: on METRICS_PORT). */
export async function answerMetrics(authorization: string | null | undefined, onOwnPort: boolean): Promise<Response> {
  const config = settings();
  if (!onOwnPort && (config.METRICS_PORT || (!config.METRICS_TOKEN && !env.isSandbox)))
    return errorResponse(
      new ApiError(
        "not_found",
        config.METRICS_PORT
          ? "Metrics are served on METRICS_PORT"
          : "Metrics are served in production only with METRICS_TOKEN set, or on METRICS_PORT",
      ),
    );
  if (!isAuthorized(authorization))
    return errorResponse(new ApiError("unauthorized", "GET /metrics needs Authorization: Bearer METRICS_TOKEN"), {
      "www-authenticate": 'Bearer realm="metrics"',
    });
  registerSamplers();
  const { contentType, text } = await metricsText();
  return new Response(text, { headers: { "content-type": contentType, "cache-control": "no-store" } });
}

/** METRICS_PORT's own server: GET /metrics and nothing else. Returns how to stop it, or null. */
export function startMetricsServer(): { stop(): Promise<void> } | null {
  const port = settings().METRICS_PORT;
  if (!port) return null;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    const answer =
      req.method === "GET" && path === "/metrics"
        ? answerMetrics(req.headers.authorization, true)
        : Promise.resolve(errorResponse(new ApiError("not_found", "Only GET /metrics is served on METRICS_PORT")));
    answer
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch(() => res.destroy());
  });
  // not the API: the request hooks (and the /v1 fast lane) of server-hooks.ts stay off it
  leaveUnhooked(server);
  server.on("error", (error) => logWarn("metrics", `METRICS_PORT ${port}: ${error.message}`));
  server.listen(port);
  return { stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
