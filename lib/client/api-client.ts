// Browser fetch wrapper for /v1: the dashboard calls the public API with its session cookie.

export type ApiErrorBody = { message: string; code: string; details: Record<string, unknown> };

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

export type ApiInit = Omit<RequestInit, "body"> & { body?: unknown; query?: URLSearchParams | Record<string, string> };

function buildRequest(path: string, init: ApiInit = {}): [string, RequestInit] {
  const { body, query, headers, ...rest } = init;
  const qs = query ? new URLSearchParams(query).toString() : "";
  const url = `/v1${path.startsWith("/") ? path : `/${path}`}${qs ? `?${qs}` : ""}`;
  const h = new Headers(headers);
  h.set("accept", "application/json");
  // with-auth refuses cookie-authenticated mutations that are not JSON (CSRF defence), except an
  // upload carrying X-Requested-With (the browser writes the multipart boundary itself)
  if (body instanceof FormData) {
    h.set("x-requested-with", "colmeia");
    return [url, { ...rest, headers: h, credentials: "same-origin", body }];
  }
  if (body !== undefined) h.set("content-type", "application/json");
  return [
    url,
    { ...rest, headers: h, credentials: "same-origin", body: body === undefined ? undefined : JSON.stringify(body) },
  ];
}

async function toError(res: Response): Promise<ApiClientError> {
  const parsed = (await res.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  return new ApiClientError(
    res.status,
    parsed?.code ?? "http_error",
    parsed?.message ?? `HTTP ${res.status}`,
    parsed?.details ?? {},
  );
}

async function send(path: string, init?: ApiInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(...buildRequest(path, init));
  } catch {
    throw new ApiClientError(0, "network_error", "Não foi possível contatar o servidor");
  }
  if (!res.ok) throw await toError(res);
  return res;
}

/**
 * A JSON POST to one of the app's own routes outside /v1 (sign-up, setting a password): the same
 * error shape as the API's. Throws ApiClientError on any non-2xx answer.
 */
export async function postJson<T>(url: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiClientError(0, "network_error", "Não foi possível contatar o servidor");
  }
  if (!res.ok) throw await toError(res);
  return (await res.json().catch(() => ({}))) as T;
}

/** One resource (or nothing on 204). Throws ApiClientError on any non-2xx answer. */
export async function apiFetch<T>(path: string, init?: ApiInit): Promise<T> {
  const res = await send(path, init);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/**
 * A list endpoint: the bare JSON array plus its X-Total-Count. `isCapped`: the API stopped counting
 * at `total` (X-Total-Count-Capped), so there are more rows than that. `next`: the cursor of the
 * next page of a keyset-paged list (X-Next-Starting-After), null on its last page.
 */
export async function apiList<T>(
  path: string,
  init?: ApiInit,
): Promise<{ data: T[]; total: number; isCapped: boolean; next: string | null }> {
  const res = await send(path, init);
  const data = (await res.json()) as T[];
  const header = Number(res.headers.get("x-total-count"));
  const hasTotal = Number.isFinite(header) && res.headers.has("x-total-count");
  return {
    data,
    total: hasTotal ? header : data.length,
    isCapped: hasTotal && res.headers.get("x-total-count-capped") === "true",
    next: res.headers.get("x-next-starting-after"),
  };
}
