import { withAuth } from "@/lib/api/with-auth";
import { parseQuery } from "@/lib/api/parse";
import { respondList } from "@/lib/api/respond";
import { listEventsQuerySchema } from "@/lib/schemas/webhooks";
import { listEvents } from "@/lib/events/list-events";
import { otherMethods } from "@/lib/api/method-not-allowed";

// GET /v1/events – what happened to the company's transactions and transfers, newest first
export const GET = withAuth(async ({ companyId, searchParams }) =>
  respondList(await listEvents({ companyId, query: parseQuery(listEventsQuerySchema, searchParams) })));

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
