import { getEvent } from "@/lib/domain/events/get-event";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { pathId } from "@/lib/http/pipeline";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";

// GET /v1/events/{eventId} – one event, with the object as it was when it happened
export const GET = withAuth({ role: "viewer", params: { eventId: pathId("event") } }, async ({ companyId, params }) =>
  respond(await getEvent({ companyId, eventId: params.eventId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
