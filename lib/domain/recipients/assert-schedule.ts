import "server-only";

import { scheduleProblem } from "@/lib/domain/transfers/transfer-schedule";
import { badRequest } from "@/lib/platform/errors";

// A 400 naming transferSettings.transferDay when the schedule cannot run (a weekly one without a
// weekday, a monthly one without a day every month has).
export function assertSchedule(interval: string, transferDay: number): void {
  const problem = scheduleProblem(interval, transferDay);
  if (problem)
    throw badRequest(`transferSettings.transferDay: ${problem}`, [
      { path: "transferSettings.transferDay", message: problem },
    ]);
}
