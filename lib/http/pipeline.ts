import "server-only";

import { createHash } from "node:crypto";

import type { Span } from "@opentelemetry/api";
import type { NextRequest } from "next/server";
import { z } from "zod";

import { toErrorResponse } from "@/lib/http/error-response";
import { notFound } from "@/lib/platform/errors";
import { forgetCounts } from "@/lib/platform/lists/count-cache";
import { logRequest } from "@/lib/platform/log";
import { observeRequest, routeOf } from "@/lib/platform/metrics";
import { MAX_BODY_BYTES } from "@/lib/platform/read-body";
import { endRequestSpan, isTracing, requestSpan } from "@/lib/platform/tracing";
import { parseWith } from "@/lib/platform/validate";

import { bodyBytes, type Incoming, INCOMING_ENTRY, type IncomingEntry, incomingOf } from "./incoming";
import { parseJsonText, parseQuery } from "./parse";
import { readForm } from "./read-form";
import { requestIdOf } from "./request-id";

// The one request pipeline behind withAuth and withPublic (docs/architecture.md, "The life of an
// API request"): request id and timing, path parameters, query and JSON body parsed by the zod
// schemas the route declares, every error turned into the JSON error body, one log line per request.
// The two shells differ only in how they let a request in (`admit`) and what they add around it.

/** One schema per path segment: `pathId("transaction")` for numeric ids, `z.string()` for others. */
export type ParamShapes = Record<string, z.ZodType<unknown, string>>;
/** A route without path parameters. */
export type NoParams = Record<never, z.ZodType<unknown, string>>;
type Schema = z.ZodType | undefined;

/**
 * What a route declares; each part arrives parsed, typed by its schema: `params`, the JSON `body`
 * (a request without one is judged as `{}`) and the `query` string (keys camelCased, lib/http/parse.ts).
 */
export type Declared<P extends ParamShapes, B extends Schema, Q extends Schema> = {
  params?: P;
  body?: B;
  query?: Q;
  /**
   * Also takes `multipart/form-data` up to this many bytes (files: dispute evidence, link images);
   * it arrives as `form` (lib/http/read-form.ts), and a JSON body still arrives as `body`.
   */
  formMaxBytes?: number;
  /**
   * Also takes `text/plain` or `application/octet-stream` up to this many bytes (files: CNAB 240
   * retornos); it arrives as `text`, one character per byte (Latin-1), never parsed as JSON.
   */
  textMaxBytes?: number;
};

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
export type Parsed<P extends ParamShapes, B extends Schema, Q extends Schema> = {
  params: { [K in keyof P]: z.output<P[K]> };
  body: Out<B>;
  query: Out<Q>;
};

/** What every handler gets, whichever shell let it in: `form` is a multipart body (see `formMaxBytes`). */
export type RequestBase = { req: NextRequest; requestId: string; form?: FormData; text?: string };

type RouteCtx = { params: Promise<Record<string, string | string[]>> };
/** What a route file exports for a method. */
export type RouteHandler = (req: NextRequest, route?: RouteCtx) => Promise<Response>;

const ID_RESOURCE = new WeakMap<z.ZodType, string>();

/**
 * A path id: a positive int32. Anything else cannot exist, so it is a 404 naming the resource,
 * like any unknown id (and never a 400 that would tell ids from non-ids).
 */
export function pathId(resource: string) {
  const schema = z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 2147483647);
  ID_RESOURCE.set(schema, resource);
  return schema;
}

function parseParams(declared: ParamShapes | undefined, raw: Record<string, string | string[]>) {
  const flat = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
  if (!declared) return {};
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(declared)) {
    const result = schema.safeParse(flat[name] ?? "");
    if (!result.success) throw notFound(ID_RESOURCE.get(schema) ?? name);
    out[name] = result.data;
  }
  return out;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const utf8 = new TextDecoder();
const hasNoBody = (method: string) => method === "GET" || method === "HEAD" || method === "DELETE";

export type Stage<Admitted> = {
  /** The path written in the log: the route pattern for public pages, so secure ids stay out. */
  logPath?: string;
  /** Lets the request in (or throws): authentication, roles, rate limits; a secret in the path. */
  admit: (
    req: Incoming,
    requestId: string,
    rawParams: Record<string, string | string[]>,
  ) => Promise<Admitted & { companyId?: number }>;
  /** Runs the handler, e.g. under an Idempotency-Key; gets the raw body for that. */
  around?: (input: {
    req: Incoming;
    admitted: Admitted;
    rawBody: string;
    run: () => Promise<Response>;
  }) => Promise<Response>;
  /** Headers every answer of this shell carries. */
  headers?: Record<string, string>;
};

/**
 * Runs before the body is judged: finds the object in the path and checks the caller may see it
 * (404), so a request about someone else's object never learns how its body fared. What it
 * answers reaches the handler as `found`. It sees the JSON body unjudged (`json`), for credentials
 * that may travel in it.
 */
export type Before<Admitted, P extends ParamShapes, F> = (
  ctx: Admitted & RequestBase & { params: Parsed<P, undefined, undefined>["params"]; json: unknown },
) => Promise<F>;

export function pipeline<Admitted, P extends ParamShapes, B extends Schema, Q extends Schema, F>(
  stage: Stage<Admitted>,
  declared: Declared<P, B, Q>,
  handler: (ctx: Admitted & RequestBase & Parsed<P, B, Q> & { found: F }) => Promise<Response>,
  before?: Before<Admitted, P, F>,
): RouteHandler {
  const serve = async (req: Incoming, rawParams: Record<string, string | string[]>, span?: Span) => {
    const started = performance.now();
    const requestId = requestIdOf(req.headers.get("x-request-id"));
    let companyId: number | undefined;
    let response: Response;
    try {
      const admitted = await stage.admit(req, requestId, rawParams);
      companyId = admitted.companyId;
      // an unparsable body is refused on every route that takes one, declared or not
      const multipart =
        declared.formMaxBytes && !hasNoBody(req.method) ? await readForm(req.request(), declared.formMaxBytes) : null;
      const isText =
        declared.textMaxBytes !== undefined &&
        !hasNoBody(req.method) &&
        /^(text\/plain|application\/octet-stream)\b/i.test(req.headers.get("content-type") ?? "");
      const text = isText ? latin1(await bodyBytes(req, declared.textMaxBytes!)) : undefined;
      const rawBody =
        text !== undefined
          ? `text sha256:${createHash("sha256").update(text, "latin1").digest("hex")}`
          : multipart
            ? multipart.digest
            : hasNoBody(req.method)
              ? ""
              : utf8.decode(await bodyBytes(req, MAX_BODY_BYTES));
      const json = rawBody && !multipart && text === undefined ? parseJsonText(rawBody) : undefined;
      const form = multipart?.form;
      const run = async () => {
        try {
          const params = parseParams(declared.params, rawParams) as Parsed<P, B, Q>["params"];
          const found = (await before?.(withRequest(req, { ...admitted, requestId, form, text, params, json }))) as F;
          const parsed = {
            params,
            query: declared.query ? parseQuery(declared.query, req.searchParams) : undefined,
            body: declared.body ? parseWith(declared.body, json ?? {}) : undefined,
          } as Parsed<P, B, Q>;
          return await handler(withRequest(req, { ...admitted, requestId, form, text, ...parsed, found }));
        } catch (error) {
          return toErrorResponse(error, requestId);
        }
      };
      response = stage.around ? await stage.around({ req, admitted, rawBody, run }) : await run();
    } catch (error) {
      response = toErrorResponse(error, requestId);
    }
    if (req.method !== "GET" && req.method !== "HEAD") forgetCounts(companyId);
    response.headers.set("x-request-id", requestId);
    for (const [k, v] of Object.entries(stage.headers ?? {})) response.headers.set(k, v);
    const ms = performance.now() - started;
    const path = stage.logPath ?? req.pathname;
    logRequest({ requestId, method: req.method, path, status: response.status, ms, companyId });
    observeRequest(req.method, path, response.status, ms);
    if (span) endRequestSpan(span, { status: response.status, requestId, companyId });
    return response;
  };
  // one span per request when tracing is on (docs/operations.md, Tracing); off, a flag check
  const traced = (req: Incoming, rawParams: Record<string, string | string[]>): Promise<Response> =>
    isTracing()
      ? requestSpan(req.method, routeOf(stage.logPath ?? req.pathname), req.headers, (span) =>
          serve(req, rawParams, span),
        )
      : serve(req, rawParams);
  const routeHandler: RouteHandler = async (req, route) =>
    traced(incomingOf(req), route?.params ? await route.params : {});
  // the same handler for the fast lane, which hands over the request as Node parsed it
  const entry: IncomingEntry = (incoming, params) => traced(incoming, params);
  return Object.assign(routeHandler, { [INCOMING_ENTRY]: entry });
}

// A handler's context: `req` is the NextRequest, made when the handler first reads it (most never do).
function withRequest<T extends object>(incoming: Incoming, ctx: T): T & { req: NextRequest } {
  return Object.defineProperty(ctx, "req", { get: () => incoming.request(), enumerable: true }) as T & {
    req: NextRequest;
  };
}
