import { otherMethods } from "@/lib/api/method-not-allowed";
import { pathId } from "@/lib/api/pipeline";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { getEvent } from "@/lib/events/get-event";

// GET /v1/events/{eventId} – one event, with the object as it was when it happened
export const GET = withAuth({ role: "viewer", params: { eventId: pathId("event") } }, async ({ companyId, params }) =>
  respond(await getEvent({ companyId, eventId: params.eventId })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
