import { runAutomaticAnticipations } from "@/lib/anticipations/run-automatic-anticipations";
import { otherMethods } from "@/lib/api/method-not-allowed";
import { requireSandbox } from "@/lib/api/require-sandbox";
import { respond } from "@/lib/api/respond";
import { withAuth } from "@/lib/api/with-auth";
import { advanceClock } from "@/lib/payables/advance-clock";
import { advanceClockSchema } from "@/lib/schemas/payables";

// POST /v1/sandbox/advance-clock {days} – sandbox only: the company's scheduled dates come `days`
// closer (payables fall due as if the days had passed), then automatic anticipation runs
export const POST = withAuth({ role: "admin", body: advanceClockSchema }, async ({ companyId, body }) => {
  requireSandbox();
  const moved = await advanceClock({ companyId, days: body.days });
  return respond({ ...moved, automaticAnticipations: await runAutomaticAnticipations({ companyId }) });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
