// Plain (no server-only): proxy.ts answers its errors through lib/http/error-response.ts, which logs here.
import { settings } from "@/lib/platform/env";
// Structured logs: one event per line, JSON for a log collector (LOG_FORMAT=json, the default
// when the output is not a terminal) or a readable line (pretty, the default on a terminal).
// Identifiers, statuses, timings and counts only: never headers, bodies or query strings, so keys,
// card numbers and CVVs cannot reach a log line.
type RequestLog = { requestId: string; method: string; path: string; status: number; ms: number; companyId?: number };
type Entry = { level: "info" | "warn" | "error"; [key: string]: unknown };

/** One log line of `entry` (with its time), as LOG_FORMAT says. */
export function formatLogLine(entry: Entry, format: "json" | "pretty", now = new Date()): string {
  if (format === "json") return JSON.stringify({ time: now.toISOString(), ...entry }) + "\n";
  const { level, msg, message, topic, ...rest } = entry;
  const text = [msg, message].filter((v) => v !== undefined).join(" ");
  const fields = Object.entries(rest)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k}=${typeof v === "string" && !/[\s"]/.test(v) ? v : JSON.stringify(v)}`)
    .join(" ");
  const head = `${now.toISOString().slice(11, 23)} ${level.padEnd(5)}${topic ? ` [${String(topic)}]` : ""}`;
  return `${head} ${[text, fields].filter(Boolean).join(" ")}\n`;
}

function write(stream: NodeJS.WriteStream, entry: Entry) {
  stream.write(formatLogLine(entry, settings().LOG_FORMAT ?? (stream.isTTY ? "pretty" : "json")));
}

export function logRequest(entry: RequestLog) {
  const level = settings().LOG_LEVEL;
  if (level === "silent" || (level === "error" && entry.status < 500)) return;
  write(process.stdout, { level: "info", msg: "request", ...entry, ms: Math.round(entry.ms * 10) / 10 });
}

export function logError(requestId: string, error: unknown) {
  const e = error as Error;
  // the message and stack only: error objects from drivers may carry query parameters
  write(process.stderr, {
    level: "error",
    requestId,
    error: e?.name,
    message: String(e?.message ?? e).slice(0, 500),
    stack: e?.stack?.split("\n").slice(0, 6).join("\n"),
  });
}

// Something a person should look at that is not a bug: a notification for an unknown charge, an
// under-paid Pix. Identifiers only (txid, end-to-end id, transaction id), never payer data.
export function logWarn(topic: string, message: string, ids: Record<string, string | number | null> = {}) {
  if (settings().LOG_LEVEL === "silent") return;
  write(process.stderr, { level: "warn", topic, message, ...ids });
}

// Something that happened that an operator may want to follow (a remessa generated, a retorno
// imported). Identifiers and counts only, never payer data.
export function logInfo(topic: string, message: string, ids: Record<string, unknown> = {}) {
  if (settings().LOG_LEVEL !== "info") return;
  write(process.stdout, { level: "info", topic, msg: message, ...ids });
}
