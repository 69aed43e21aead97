"use client";

import { useEffect, useState } from "react";

function format(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(total / 86_400);
  const hms = [Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60].map((n) =>
    String(n).padStart(2, "0"),
  );
  const clock = hms[0] === "00" && d === 0 ? `${hms[1]}:${hms[2]}` : hms.join(":");
  return d > 0 ? `${d} ${d === 1 ? "dia" : "dias"} e ${clock}` : clock;
}

/** Time left until `until`, ticking every second; rendered only in the browser (no clock skew at hydration). */
export function Countdown({ until }: { until: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    // first tick at once (a timer, not during the effect), then every second
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  const left = now === null ? null : new Date(until).getTime() - now;
  if (left === null) return <span>—</span>;
  return <span data-testid="pix-countdown">{left > 0 ? format(left) : "expirado"}</span>;
}
