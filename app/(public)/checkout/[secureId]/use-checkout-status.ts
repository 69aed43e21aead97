"use client";

import { useQuery } from "@tanstack/react-query";
import type { TransactionStatus } from "@/lib/schemas/transactions";

// isExpired: a waiting charge past its deadline, which the expiry sweep is about to cancel
export type CheckoutStatus = { status: TransactionStatus; paidAt: string | null; isExpired: boolean };

export const checkoutStatusKey = (secureId: string) => ["checkout-status", secureId] as const;

// A Pix is usually paid within seconds of being shown: poll every 2 s while it waits. A boleto
// takes days, so its page checks less often. Hidden tabs do not poll, and neither does a page whose
// charge has expired: nothing can change it any more but the cancellation it already shows.
function pollEvery(method: string, data: CheckoutStatus | undefined): number | false {
  if (data?.isExpired) return false;
  if (data?.status !== "waiting_payment" && data?.status !== "processing") return false;
  return method === "boleto" ? 10_000 : 2_000;
}

export function useCheckoutStatus(secureId: string, method: string, initial: CheckoutStatus, { isPastDeadline }: { isPastDeadline: boolean }) {
  return useQuery({
    queryKey: checkoutStatusKey(secureId),
    queryFn: async (): Promise<CheckoutStatus> => {
      const res = await fetch(`/api/public/checkout/${encodeURIComponent(secureId)}/status`, { cache: "no-store", credentials: "omit", headers: { accept: "application/json" } });
      // a 429 or a network blip keeps the last known status; the next tick asks again
      if (!res.ok) throw new Error(`status ${res.status}`);
      return res.json();
    },
    initialData: initial,
    staleTime: 0,
    // the server has just rendered this status: the first poll waits for the interval
    refetchOnMount: false,
    retry: false,
    // the browser's clock saw the deadline pass: stop at once, without asking the server
    enabled: !isPastDeadline,
    refetchInterval: (query) => pollEvery(method, query.state.data),
  });
}
