import "server-only";

import { ApiError } from "@/lib/platform/errors";

/** The largest JSON (or other non-file) body any route reads. */
export const MAX_BODY_BYTES = 1_000_000;

const size = (bytes: number) =>
  bytes < 1_000_000
    ? `${Math.round(bytes / 1000)} KB`
    : `${bytes % 1_000_000 === 0 ? bytes / 1_000_000 : Math.round(bytes / 1_048_576)} MB`;

export const payloadTooLarge = (maxBytes: number) =>
  new ApiError("payload_too_large", `Request body is larger than ${size(maxBytes)}`, { maxBytes });

// A body the fast lane (lib/http/fast-lane.ts) already read whole from the socket is handed over
// beside its Request rather than through a web stream built over the bytes and read back out of it
// (docs/benchmarks-analysis.md): read once, judged by the same limit. Kept on globalThis, as the
// answers' texts are (lib/http/response-text.ts): the fast lane attaches the bytes from its bundle,
// the route reads them from its own copy of this module.
const g = globalThis as unknown as { __colmeiaPrereadBodies?: WeakMap<Request, Uint8Array<ArrayBuffer>> };
const preread = (g.__colmeiaPrereadBodies ??= new WeakMap());

/** The body of `req`, already read (the fast lane): the Request itself is made without one. */
export function attachBody(req: Request, body: Uint8Array<ArrayBuffer>): void {
  preread.set(req, body);
}

/**
 * A request body, read only up to `maxBytes`: a larger Content-Length is refused before a byte is
 * read, and a body without one (chunked) or with a false one is counted as it streams in and
 * dropped the moment it passes the limit (413 payload_too_large) — never buffered whole.
 */
export async function readBodyBytes(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (declared > maxBytes) throw payloadTooLarge(maxBytes);
  const early = preread.get(req);
  if (early) {
    preread.delete(req);
    if (early.byteLength > maxBytes) throw payloadTooLarge(maxBytes);
    return early;
  }
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as text (UTF-8, a leading BOM dropped, as Request.text() reads it), up to `maxBytes`. */
export async function readBodyText(req: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(req, maxBytes));
}
