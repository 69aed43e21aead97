import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { webhookEnvelopeSchema } from "@/lib/schemas/webhooks";

// POST /v1/webhooks/events – the seed spec's illustrative receiver: checks that a body has the
// notification envelope's shape and acknowledges it (nothing is stored)
export const POST = withAuth({ role: "admin", body: webhookEnvelopeSchema }, async () => respond({ ok: true }));

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
