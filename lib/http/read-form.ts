import "server-only";

import { createHash } from "node:crypto";

import { badRequest } from "@/lib/platform/errors";
import { readBodyBytes } from "@/lib/platform/read-body";

// A multipart/form-data body, for the routes that declare `formMaxBytes` (lib/http/pipeline.ts).
// Read with the limit enforced while it streams in (a lying or missing Content-Length cannot make
// us buffer more), parsed by the platform's FormData. Any other content type answers null and the
// body is read as JSON as usual. `digest` stands in for the raw body in the idempotency hash.
export async function readForm(req: Request, maxBytes: number): Promise<{ form: FormData; digest: string } | null> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) return null;
  const bytes = await readBodyBytes(req, maxBytes);
  try {
    const form = await new Response(bytes, { headers: { "content-type": type } }).formData();
    return { form, digest: `multipart sha256:${createHash("sha256").update(bytes).digest("hex")}` };
  } catch {
    throw badRequest("Malformed multipart/form-data body");
  }
}
