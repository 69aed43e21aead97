import { ApiError } from "@/lib/platform/errors";
import { logError } from "@/lib/platform/log";

import { textResponse } from "./response-text";

// How an error becomes an answer: every failure is the JSON error body of lib/platform/errors.ts with its
// fixed status, a rate limit adds Retry-After, and anything that is not an ApiError is logged
// (message and stack only) and answered as a 500 carrying the request id, never its details.
export function errorResponse(error: ApiError, headers?: Record<string, string>): Response {
  const retryAfter = error.code === "rate_limited" ? error.details.retryAfterSeconds : undefined;
  return textResponse(JSON.stringify(error.toJSON()), {
    status: error.status,
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(retryAfter !== undefined && { "retry-after": String(retryAfter) }),
      ...headers,
    },
  });
}

export function toErrorResponse(error: unknown, requestId: string): Response {
  if (error instanceof ApiError) return errorResponse(error);
  const code = (error as { code?: string })?.code;
  if (code === "P2025") return errorResponse(new ApiError("not_found", "Resource not found"));
  // the client hung up while sending its body: nobody reads this answer, and it is not our error
  if (code === "ECONNRESET" && (error as Error).message === "aborted")
    return errorResponse(new ApiError("bad_request", "Request aborted by the client"));
  logError(requestId, error);
  return errorResponse(new ApiError("internal_error", "Internal error", { requestId }));
}
