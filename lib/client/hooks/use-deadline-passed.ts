"use client";

import { useEffect, useState } from "react";

// setTimeout takes at most 2^31-1 ms (~24.8 days); a farther deadline is checked again after a day.
const MAX_WAIT_MS = 86_400_000;

/** Whether `until` has passed by this browser's clock; it turns true at that instant. False on the server render. */
export function useDeadlinePassed(until: string | null): boolean {
  const [isPassed, setIsPassed] = useState(false);
  useEffect(() => {
    if (!until) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const left = new Date(until).getTime() - Date.now();
      if (left <= 0) setIsPassed(true);
      else timer = setTimeout(check, Math.min(left, MAX_WAIT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [until]);
  return isPassed;
}
