import { payableDays } from "@/lib/domain/payables/payable-days";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respondList } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { payableDaysQuerySchema } from "@/lib/schemas/payables";

// GET /v1/payables/days – the same payables summed per payment day (São Paulo): the calendar
export const GET = withAuth({ role: "viewer", query: payableDaysQuerySchema }, async ({ companyId, query }) =>
  respondList(await payableDays({ companyId, query })),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
