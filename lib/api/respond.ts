import { ApiError } from "./errors";

const JSON_HEADERS = { "content-type": "application/json; charset=utf-8" };

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers: { ...JSON_HEADERS, ...init.headers } });
}

export function respond(body: unknown, headers?: Record<string, string>): Response {
  return json(body, { headers });
}

// Lists are bare arrays (compatibility) with the total in a header.
export function respondList(page: { data: unknown[]; total: number; isTotalCapped?: boolean }): Response {
  return json(page.data, {
    headers: {
      "x-total-count": String(page.total),
      ...(page.isTotalCapped && { "x-total-count-capped": "true" }),
      "access-control-expose-headers": "x-total-count, x-total-count-capped",
    },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

export function errorResponse(error: ApiError, headers?: Record<string, string>): Response {
  return json(error.toJSON(), { status: error.status, headers });
}
