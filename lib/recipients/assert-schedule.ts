import "server-only";

import { badRequest } from "@/lib/errors";
import { scheduleProblem } from "@/lib/transfers/transfer-schedule";

// A 400 naming transferSettings.transferDay when the schedule cannot run (a weekly one without a
// weekday, a monthly one without a day every month has).
export function assertSchedule(interval: string, transferDay: number): void {
  const problem = scheduleProblem(interval, transferDay);
  if (problem)
    throw badRequest(`transferSettings.transferDay: ${problem}`, [
      { path: "transferSettings.transferDay", message: problem },
    ]);
}
