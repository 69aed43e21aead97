import { jsonOnce } from "@/lib/platform/json-once";

import { textResponse } from "./response-text";

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8" };

type Init = { status?: number; headers?: Record<string, string> };

/** A body that is JSON text already (written by the database): sent as it is. */
function jsonText(text: string, init: Init = {}): Response {
  return textResponse(text, { status: init.status ?? 200, headers: { ...JSON_HEADERS, ...init.headers } });
}

export function json(body: unknown, init: Init = {}): Response {
  return jsonText(jsonOnce(body), init);
}

export function respond(body: unknown, headers?: Record<string, string>): Response {
  return json(body, { headers });
}

// Lists are bare arrays (compatibility) with the total in a header. `data` is the array, or the
// array's JSON text when the database wrote it (GET /v1/transactions).
export function respondList(page: { data: unknown[] | string; total: number; isTotalCapped?: boolean }): Response {
  const init = {
    headers: {
      "x-total-count": String(page.total),
      ...(page.isTotalCapped && { "x-total-count-capped": "true" }),
      "access-control-expose-headers": "x-total-count, x-total-count-capped",
    },
  };
  return typeof page.data === "string" ? jsonText(page.data, init) : json(page.data, init);
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}
