import { otherMethods } from "@/lib/api/method-not-allowed";
import { respondList } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { payableDays } from "@/lib/payables/payable-days";
import { payableDaysQuerySchema } from "@/lib/schemas/payables";

// GET /v1/payables/days – the same payables summed per payment day (São Paulo): the calendar
export const GET = withAuth({ role: "viewer", query: payableDaysQuerySchema }, async ({ companyId, query }) =>
  respondList(await payableDays({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
