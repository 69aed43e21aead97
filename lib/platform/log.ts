// Plain (no server-only): proxy.ts answers its errors through lib/http/error-response.ts, which logs here.
import { settings } from "@/lib/platform/env";
// Structured request logs. Only method, path, status, timing and ids: never headers, bodies or
// query strings, so keys, card numbers and CVVs cannot reach a log line.
type RequestLog = { requestId: string; method: string; path: string; status: number; ms: number; companyId?: number };

export function logRequest(entry: RequestLog) {
  const level = settings().LOG_LEVEL;
  if (level === "silent" || (level === "error" && entry.status < 500)) return;
  process.stdout.write(
    JSON.stringify({ level: "info", msg: "request", ...entry, ms: Math.round(entry.ms * 10) / 10 }) + "\n",
  );
}

export function logError(requestId: string, error: unknown) {
  const e = error as Error;
  // the message and stack only: error objects from drivers may carry query parameters
  process.stderr.write(
    JSON.stringify({
      level: "error",
      requestId,
      error: e?.name,
      message: String(e?.message ?? e).slice(0, 500),
      stack: e?.stack?.split("\n").slice(0, 6).join("\n"),
    }) + "\n",
  );
}

// Something a person should look at that is not a bug: a notification for an unknown charge, an
// under-paid Pix. Identifiers only (txid, end-to-end id, transaction id), never payer data.
export function logWarn(topic: string, message: string, ids: Record<string, string | number | null> = {}) {
  if (settings().LOG_LEVEL === "silent") return;
  process.stderr.write(JSON.stringify({ level: "warn", topic, message, ...ids }) + "\n");
}

// Something that happened that an operator may want to follow (a remessa generated, a retorno
// imported). Identifiers and counts only, never payer data.
export function logInfo(topic: string, message: string, ids: Record<string, unknown> = {}) {
  if (settings().LOG_LEVEL !== "info") return;
  process.stdout.write(JSON.stringify({ level: "info", topic, msg: message, ...ids }) + "\n");
}
