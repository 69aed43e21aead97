import "server-only";

import type { NextRequest } from "next/server";

import { readBodyBytes } from "@/lib/platform/read-body";

/** A request's headers as the pipeline reads them: `Headers` is one, and so is the fast lane's view. */
export type HeaderReader = { get(name: string): string | null; keys(): Iterable<string> };

/**
 * What the request pipeline (lib/http/pipeline.ts) reads of a request. A route called by Next.js
 * (or a test) has a NextRequest behind it; the fast lane (lib/http/fast-lane.ts) hands over Node's
 * own parsed request instead, and the NextRequest — a web Request with its URL, Headers and
 * AbortSignal, about a twentieth of a card payment's CPU — is made only when something asks for
 * it: a handler reading `req`, a dashboard session's cookie, a multipart form.
 */
export type Incoming = {
  readonly method: string;
  readonly headers: HeaderReader;
  readonly pathname: string;
  readonly searchParams: URLSearchParams;
  /** The body, read once and judged by `maxBytes` (413 payload_too_large past it). */
  bytes(maxBytes: number): Promise<Uint8Array<ArrayBuffer>>;
  /** The request as Next.js would have handed it to the route. */
  request(): NextRequest;
};

/** The Incoming of a NextRequest: everything read from it. */
export function incomingOf(req: NextRequest): Incoming {
  return {
    method: req.method,
    headers: req.headers,
    pathname: req.nextUrl.pathname,
    get searchParams() {
      return req.nextUrl.searchParams;
    },
    bytes: (maxBytes) => readBodyBytes(req, maxBytes),
    request: () => req,
  };
}

/**
 * The key under which a pipeline's route handler also offers its Incoming entry (registered: the
 * fast lane and the routes are bundled apart).
 */
export const INCOMING_ENTRY = Symbol.for("colmeia.pipeline.incoming");

export type IncomingEntry = (incoming: Incoming, params: Record<string, string>) => Promise<Response>;
