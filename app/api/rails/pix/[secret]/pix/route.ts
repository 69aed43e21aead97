import { randomBytes, timingSafeEqual } from "node:crypto";

import { receivePixNotification } from "@/lib/domain/transactions/receive-pix-notification";
import { toErrorResponse } from "@/lib/http/error-response";
import { pixWebhookSecret } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { readBodyText } from "@/lib/platform/read-body";
import { isRailError } from "@/lib/rails/pix/port";

// POST /api/rails/pix/{secret}/pix – the Pix provider's webhook (API Pix callback {pix: […]}), at
// the URL registered with PUT /webhook/{chave} plus "/pix". The secret path segment is what
// authenticates the PSP (docs/rails.md): a wrong one is a 404 like any unknown route. What the body
// says is only a hint: each entry is confirmed with the provider before anything is settled
// (docs/security.md, "Pix notifications"). This route writes no access log line (the path holds the
// secret); errors are logged by request id only.
export async function POST(req: Request, { params }: { params: Promise<{ secret: string }> }) {
  const requestId = `req_${randomBytes(8).toString("hex")}`;
  const { secret } = await params;
  const expected = Buffer.from(pixWebhookSecret());
  const given = Buffer.from(secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return toErrorResponse(new ApiError("not_found", "route not found", {}, "route"), requestId);
  let body: unknown;
  try {
    // read up to 1 MB only (lib/platform/read-body.ts): a larger body is a 413 before it is buffered
    body = JSON.parse(await readBodyText(req));
  } catch (error) {
    if (error instanceof ApiError) return toErrorResponse(error, requestId);
    return toErrorResponse(new ApiError("bad_request", "The body is not JSON"), requestId);
  }
  try {
    const result = await receivePixNotification(body);
    if (!result.ok)
      return toErrorResponse(
        new ApiError("bad_request", "The body is not an API Pix notification", { issues: result.issues }),
        requestId,
      );
    // what the provider did not confirm (an unknown Pix, a txid that differs) is logged and answered
    // 200 too: the PSP would only send it again for ever
    return Response.json({ received: result.count, settled: result.settled });
  } catch (error) {
    // the provider did not answer the confirmation: nothing changed, the PSP retries later
    if (isRailError(error) && error.details.isRetryable)
      return toErrorResponse(
        new ApiError("rail_unavailable", "The Pix provider did not confirm the notification; send it again", {
          rail: "pix",
        }),
        requestId,
      );
    return toErrorResponse(error, requestId);
  }
}
