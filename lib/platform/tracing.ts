// Plain (no server-only): prisma.config.ts loads lib/platform/db-adapter.ts, which traces statements here.
import {
  type Attributes,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";

import { settings } from "./env";
import type { Tracing } from "./tracing-sdk";

// Spans of the API's requests, SQL statements and rail calls (docs/operations.md, Tracing), made
// here with @opentelemetry/api only. The SDK that records and exports them is loaded by
// instrumentation.ts, and only when OTEL_EXPORTER_OTLP_ENDPOINT is set (tracing-sdk.ts); until
// then every helper below is one flag check and a plain call: no span objects, no closures.
// Attributes name what ran (route pattern, statement name, provider, status), never what it
// carried: no bodies, no query strings, no SQL parameters, no ids from a path.

/** The instrumentation scope of Colmeia's own spans (tracing-sdk.ts scrubs everything else). */
export const TRACER_NAME = "colmeia";

const g = globalThis as unknown as { __colmeiaTracing?: boolean };

/**
 * Whether the SDK is running: set through tracing-sdk.ts (on globalThis: Next bundles a copy of
 * this module per route).
 */
export const isTracing = (): boolean => g.__colmeiaTracing === true;

/** Told by tracing-sdk.ts when it starts and stops (startConfiguredTracing hands it over). */
export function setTracing(on: boolean): void {
  g.__colmeiaTracing = on;
}

/**
 * Starts the SDK when OTEL_EXPORTER_OTLP_ENDPOINT is set (instrumentation.ts); unset, answers null
 * and never imports it: `load` is the one way in to the SDK's modules.
 */
export async function startConfiguredTracing(
  load: () => Promise<Pick<typeof import("./tracing-sdk"), "startTracing">> = () => import("./tracing-sdk"),
): Promise<Tracing | null> {
  const { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: serviceName } = settings();
  if (!endpoint) return null;
  return (await load()).startTracing({ endpoint, serviceName, ownScope: TRACER_NAME, onChange: setTracing });
}

const tracer = () => trace.getTracer(TRACER_NAME);

/** Runs `fn` in an active span that ends when it settles; a throw marks it an error (by kind, not message). */
export function inSpan<T>(
  name: string,
  kind: SpanKind,
  attributes: Attributes,
  fn: (span: Span) => Promise<T>,
  parent = context.active(),
): Promise<T> {
  return tracer().startActiveSpan(name, { kind, attributes }, parent, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      // the error's class only: a message can quote a provider's answer or an id
      span.setStatus({ code: SpanStatusCode.ERROR });
      span.setAttribute("error.type", error instanceof Error ? error.name : "unknown");
      throw error;
    } finally {
      span.end();
    }
  });
}

// a request's headers: a web Headers, or the fast lane's view of Node's (lib/http/incoming.ts)
type RequestHeaders = { get(name: string): string | null; keys(): Iterable<string> };
const headerGetter = {
  get: (headers: RequestHeaders, key: string) => headers.get(key) ?? undefined,
  keys: (headers: RequestHeaders) => [...headers.keys()],
};

/**
 * The span of one API request (lib/http/pipeline.ts). Under Next.js's own request span it is an
 * internal child of it; on the fast lane (no Next span) it is the server span, continuing the
 * caller's trace when the request carries a W3C `traceparent`.
 */
export function requestSpan<T>(
  method: string,
  route: string,
  headers: RequestHeaders,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const underNext = trace.getActiveSpan() !== undefined;
  const parent = underNext ? context.active() : propagation.extract(ROOT_CONTEXT, headers, headerGetter);
  const attributes = { "http.request.method": method, "http.route": route };
  return inSpan(`${method} ${route}`, underNext ? SpanKind.INTERNAL : SpanKind.SERVER, attributes, fn, parent);
}

/** The end of a request span: its status and who asked (never the body or the query string). */
export function endRequestSpan(span: Span, answer: { status: number; requestId: string; companyId?: number }): void {
  span.setAttribute("http.response.status_code", answer.status);
  span.setAttribute("colmeia.request_id", answer.requestId);
  if (answer.companyId !== undefined) span.setAttribute("colmeia.company_id", answer.companyId);
  if (answer.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
}

// A statement's name: its verb and first table (`SELECT ApiKey`, `INSERT RateLimitCounter`), or
// the names of its common table expressions (`WITH customer,card,tx,…`), learnt once per text
// (the texts are the code's own and Prisma's: at most 10,000 kept).
const names = new Map<string, string>();
const TABLE = /\b(?:FROM|INTO|UPDATE|TABLE)\s+(?:"?[A-Za-z_]\w*"?\.)?"?([A-Za-z_]\w*)"?/i;
const CTE = /(?:\bWITH(?:\s+RECURSIVE)?|\),)\s*"?([A-Za-z_]\w*)"?\s+AS\s+(?:NOT\s+)?(?:MATERIALIZED\s+)?\(/gi;
export function statementName(text: string): string {
  let name = names.get(text);
  if (name) return name;
  const verb = (/^\s*([A-Za-z]+)/.exec(text)?.[1] ?? "SQL").toUpperCase();
  if (verb === "WITH") name = `WITH ${[...text.matchAll(CTE)].map((m) => m[1]).join(",")}`.slice(0, 80);
  else {
    const table = TABLE.exec(text)?.[1];
    name = table ? `${verb} ${table}` : verb;
  }
  if (names.size < 10_000) names.set(text, name);
  return name;
}

/**
 * The span of one SQL statement (lib/platform/sql.ts, db-adapter.ts): its name and its text with
 * `$n` placeholders, never the values bound to them. Only under another span (a request, a rail
 * call): the background loops poll every second or so, and a trace per poll would bury the requests.
 */
export function statementSpan<T>(system: "postgresql" | "pglite", text: string, run: () => Promise<T>): Promise<T> {
  if (!trace.getActiveSpan()) return run();
  const name = statementName(text);
  const attributes = { "db.system.name": system, "db.query.summary": name, "db.query.text": text.slice(0, 4000) };
  return inSpan(name, SpanKind.CLIENT, attributes, run);
}

/**
 * A provider's URL path as a pattern: segments that carry a digit past a version tag (`1`, `v2`),
 * or longer than any word of a provider's API — txids, end-to-end ids, PaymentIds — become `{id}`.
 */
export function pathPattern(pathname: string): string {
  return pathname
    .split("/")
    .map((s) => (s.length > 20 || (s.length > 2 && /\d/.test(s)) ? "{id}" : s))
    .join("/")
    .slice(0, 200);
}

/** The result of a rail call as the metrics name it: `2xx`, `4xx`, `5xx`, or `error` when no answer came. */
export const railOutcome = (status: number) => (status === 0 ? "error" : `${Math.floor(status / 100)}xx`);

/** The span of one call to a rail's provider (lib/rails/pix/api-pix/http-client.ts). */
export function railCallSpan<T extends { status: number }>(
  call: { rail: string; provider: string; method: string; url: URL },
  run: () => Promise<T>,
): Promise<T> {
  const path = pathPattern(call.url.pathname);
  const attributes = {
    "colmeia.rail": call.rail,
    "colmeia.rail.provider": call.provider,
    "http.request.method": call.method,
    "url.template": path,
    "server.address": call.url.hostname,
  };
  return inSpan(`${call.rail} ${call.method} ${path}`, SpanKind.CLIENT, attributes, async (span) => {
    try {
      const answer = await run();
      span.setAttribute("http.response.status_code", answer.status);
      span.setAttribute("colmeia.rail.outcome", railOutcome(answer.status));
      if (answer.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return answer;
    } catch (error) {
      span.setAttribute("colmeia.rail.outcome", "error");
      throw error;
    }
  });
}
