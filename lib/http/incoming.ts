import "server-only";

import type { NextRequest } from "next/server";

import { payloadTooLarge, readBodyBytes } from "@/lib/platform/read-body";

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
  /** The whole body when the fast lane read it ahead (a declared length up to 1 MB); else it is in the request. */
  readonly body?: Uint8Array<ArrayBuffer>;
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
    request: () => req,
  };
}

/**
 * The body, judged by `maxBytes` (413 payload_too_large past it): the bytes read ahead, or read
 * from the request. Here, in the route's bundle, not in the fast lane's: an ApiError made by the
 * fast lane's copy of this code would not be an ApiError to the route's copy, and the 413 would
 * have been answered as a 500.
 */
export function bodyBytes(incoming: Incoming, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!incoming.body) return readBodyBytes(incoming.request(), maxBytes);
  if (incoming.body.byteLength > maxBytes) return Promise.reject(payloadTooLarge(maxBytes));
  return Promise.resolve(incoming.body);
}

/**
 * The key under which a pipeline's route handler also offers its Incoming entry (registered: the
 * fast lane and the routes are bundled apart).
 */
export const INCOMING_ENTRY = Symbol.for("colmeia.pipeline.incoming");

export type IncomingEntry = (incoming: Incoming, params: Record<string, string>) => Promise<Response>;
