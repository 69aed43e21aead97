"use client";

import { useQuery } from "@tanstack/react-query";

import type { TransactionStatus } from "@/lib/schemas/transactions";

// isExpired: a waiting charge past its deadline, which the expiry sweep is about to cancel
export type CheckoutStatus = { status: TransactionStatus; paidAt: string | null; isExpired: boolean };

export const checkoutStatusKey = (secureId: string) => ["checkout-status", secureId] as const;

// A Pix is usually paid within seconds of being shown: poll every 2 s while it waits. A boleto
// takes days, so its page checks less often. Hidden tabs do not poll. Once the deadline has passed
// by the browser's clock the page already shows the charge expired, but a payment made just before
// it (or a boleto settling in its grace days) may still be confirmed: the page keeps asking, slowly,
// until the server says the charge is expired or settled either way.
function pollEvery(method: string, data: CheckoutStatus | undefined, isPastDeadline: boolean): number | false {
  if (data?.isExpired && method !== "boleto") return false;
  if (data?.status !== "waiting_payment" && data?.status !== "processing") return false;
  if (isPastDeadline || data?.isExpired) return method === "boleto" ? 60_000 : 5_000;
  return method === "boleto" ? 10_000 : 2_000;
}

export function useCheckoutStatus(
  secureId: string,
  method: string,
  initial: CheckoutStatus,
  { isPastDeadline }: { isPastDeadline: boolean },
) {
  return useQuery({
    queryKey: checkoutStatusKey(secureId),
    queryFn: async (): Promise<CheckoutStatus> => {
      const res = await fetch(`/api/public/checkout/${encodeURIComponent(secureId)}/status`, {
        cache: "no-store",
        credentials: "omit",
        headers: { accept: "application/json" },
      });
      // a 429 or a network blip keeps the last known status; the next tick asks again
      if (!res.ok) throw new Error(`status ${res.status}`);
      return res.json();
    },
    initialData: initial,
    staleTime: 0,
    // the server has just rendered this status: the first poll waits for the interval
    refetchOnMount: false,
    retry: false,
    refetchInterval: (query) => pollEvery(method, query.state.data, isPastDeadline),
  });
}
