// Plain (no server-only): proxy.ts answers its errors through lib/http/error-response.ts, which logs here.
import { format as formatArgs } from "node:util";

import pino, { type DestinationStream, type Logger } from "pino";

import { settings } from "@/lib/platform/env";
// Structured logs: one event per line, JSON for a log collector (LOG_FORMAT=json, the default
// when the output is not a terminal; written by pino) or a readable line (pretty, the default on a
// terminal). Identifiers, statuses, timings and counts only: never headers, bodies or query
// strings, so keys, card numbers and CVVs cannot reach a log line.
type RequestLog = { requestId: string; method: string; path: string; status: number; ms: number; companyId?: number };
type Entry = { level: "info" | "warn" | "error"; [key: string]: unknown };

/**
 * A pino logger of JSON lines to `destination`: `level` as its name, `time` as an ISO instant,
 * nothing else added (no pid or hostname: the collector knows where a line came from).
 */
export function jsonLogger(destination: DestinationStream, clock = () => new Date()): Logger {
  return pino(
    {
      base: undefined,
      messageKey: "msg",
      timestamp: () => `,"time":"${clock().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** A pretty log line of `entry`, with its time (LOG_FORMAT=pretty). */
export function prettyLine(entry: Entry, now = new Date()): string {
  const { level, msg, message, topic, ...rest } = entry;
  const text = [msg, message].filter((v) => v !== undefined).join(" ");
  const fields = Object.entries(rest)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k}=${typeof v === "string" && !/[\s"]/.test(v) ? v : JSON.stringify(v)}`)
    .join(" ");
  const head = `${now.toISOString().slice(11, 23)} ${level.padEnd(5)}${topic ? ` [${String(topic)}]` : ""}`;
  return `${head} ${[text, fields].filter(Boolean).join(" ")}\n`;
}

const formatOf = (stream: NodeJS.WriteStream) => settings().LOG_FORMAT ?? (stream.isTTY ? "pretty" : "json");

// written through the process's own stdout and stderr (synchronous for files and pipes: a line is
// out before the answer leaves), no worker thread
const loggers = new Map<NodeJS.WriteStream, Logger>();
const loggerOf = (stream: NodeJS.WriteStream) => {
  let logger = loggers.get(stream);
  if (!logger) loggers.set(stream, (logger = jsonLogger(stream)));
  return logger;
};

function write(stream: NodeJS.WriteStream, entry: Entry) {
  if (formatOf(stream) === "pretty") return void stream.write(prettyLine(entry));
  const { level, ...fields } = entry;
  loggerOf(stream)[level](fields);
}

let captured = false;
// ESC [ … m: the codes Next.js colours its lines with
const COLOUR_CODES = /\x1b\[[0-9;]*m/g;

/**
 * With JSON logs, what the rest of the process prints through the console (Next.js, next-auth, a
 * library) becomes JSON lines too, its text as `msg` and `source: "console"`: a collector never
 * gets a line it cannot parse.
 */
export function captureConsole() {
  if (formatOf(process.stdout) !== "json" || captured) return;
  captured = true;
  const to =
    (level: Entry["level"], stream: NodeJS.WriteStream) =>
    (...args: unknown[]) =>
      write(stream, {
        level,
        source: "console",
        // without the terminal's colour codes, which a collector cannot use
        msg: formatArgs(...args)
          .replace(COLOUR_CODES, "")
          .slice(0, 4000),
      });
  console.log = console.info = to("info", process.stdout);
  console.debug = to("info", process.stdout);
  console.warn = to("warn", process.stderr);
  console.error = to("error", process.stderr);
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
