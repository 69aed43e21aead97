import { listEvents } from "@/lib/domain/events/list-events";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { listEventsQuerySchema } from "@/lib/schemas/webhooks";

// GET /v1/events – what happened to the company's transactions and transfers, newest first
export const GET = withAuth({ role: "viewer", query: listEventsQuerySchema }, async ({ companyId, query }) =>
  respondList(await listEvents({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
