import { otherMethods } from "@/lib/api/method-not-allowed";
import { respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { listEvents } from "@/lib/events/list-events";
import { listEventsQuerySchema } from "@/lib/schemas/webhooks";

// GET /v1/events – what happened to the company's transactions and transfers, newest first
export const GET = withAuth({ role: "viewer", query: listEventsQuerySchema }, async ({ companyId, query }) =>
  respondList(await listEvents({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
