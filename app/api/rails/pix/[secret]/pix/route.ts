import { z } from "zod";

import { receivePixNotification } from "@/lib/domain/transactions/receive-pix-notification";
import { withProvider } from "@/lib/http/with-provider";
import { pixWebhookSecret } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/errors";
import { isRailError } from "@/lib/rails/pix/port";

// POST /api/rails/pix/{secret}/pix – the Pix provider's webhook (API Pix callback {pix: […]}), at
// the URL registered with PUT /webhook/{chave} plus "/pix". The secret path segment is what
// authenticates the PSP (docs/rails.md): a wrong one is a 404 like any unknown route. What the body
// says is only a hint: each entry is confirmed with the provider before anything is settled
// (docs/security.md, "Pix notifications"). The log names the route's pattern, never the secret.
export const POST = withProvider(
  { route: "/api/rails/pix/{secret}/pix", secretParam: "secret", secret: pixWebhookSecret, body: z.unknown() },
  async ({ body }) => {
    try {
      const result = await receivePixNotification(body);
      if (!result.ok)
        throw new ApiError("bad_request", "The body is not an API Pix notification", { issues: result.issues });
      // what the provider did not confirm (an unknown Pix, a txid that differs) is logged and answered
      // 200 too: the PSP would only send it again for ever
      return Response.json({ received: result.count, settled: result.settled });
    } catch (error) {
      // the provider did not answer the confirmation: nothing changed, the PSP retries later
      if (isRailError(error) && error.details.isRetryable)
        throw new ApiError("rail_unavailable", "The Pix provider did not confirm the notification; send it again", {
          rail: "pix",
        });
      throw error;
    }
  },
);
