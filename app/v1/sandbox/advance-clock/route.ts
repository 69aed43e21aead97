import { runAutomaticAnticipations } from "@/lib/domain/anticipations/run-automatic-anticipations";
import { advanceClock } from "@/lib/domain/payables/advance-clock";
import { otherMethods } from "@/lib/http/method-not-allowed";
import { respond } from "@/lib/http/respond";
import { withAuth } from "@/lib/http/with-auth";
import { requireSandbox } from "@/lib/platform/require-sandbox";
import { advanceClockSchema } from "@/lib/schemas/payables";

// POST /v1/sandbox/advance-clock {days} – sandbox only: the company's scheduled dates come `days`
// closer (payables fall due as if the days had passed), then automatic anticipation runs
export const POST = withAuth({ role: "admin", body: advanceClockSchema }, async ({ companyId, body }) => {
  requireSandbox();
  const moved = await advanceClock({ companyId, days: body.days });
  return respond({ ...moved, automaticAnticipations: await runAutomaticAnticipations({ companyId }) });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
