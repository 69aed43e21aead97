import "server-only";

import { NextRequest } from "next/server";

import { errorResponse } from "@/lib/http/error-response";
import { ApiError } from "@/lib/platform/errors";
import { readBodyBytes } from "@/lib/platform/read-body";

/**
 * For a route handler that reads its body itself (next-auth's sign-in): the body is read first
 * with the limit enforced (lib/platform/read-body.ts: 413 payload_too_large, JSON, never buffered
 * whole), and the handler gets a request carrying the bytes read.
 */
export function withBodyLimit<C>(maxBytes: number, handler: (req: NextRequest, ctx: C) => Promise<Response>) {
  return async (req: NextRequest, ctx: C): Promise<Response> => {
    let body: Uint8Array<ArrayBuffer>;
    try {
      body = await readBodyBytes(req, maxBytes);
    } catch (error) {
      if (error instanceof ApiError) return errorResponse(error);
      throw error;
    }
    return handler(new NextRequest(req.url, { method: req.method, headers: req.headers, body }), ctx);
  };
}
