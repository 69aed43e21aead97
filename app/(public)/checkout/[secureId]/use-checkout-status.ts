"use client";

import { useQuery } from "@tanstack/react-query";
import type { TransactionStatus } from "@/lib/schemas/transactions";

export type CheckoutStatus = { status: TransactionStatus; paidAt: string | null };

export const checkoutStatusKey = (secureId: string) => ["checkout-status", secureId] as const;

// A Pix is usually paid within seconds of being shown: poll every 2 s while it waits. A boleto
// takes days, so its page checks less often. Hidden tabs do not poll.
function pollEvery(method: string, status: TransactionStatus | undefined): number | false {
  if (status !== "waiting_payment" && status !== "processing") return false;
  return method === "boleto" ? 10_000 : 2_000;
}

export function useCheckoutStatus(secureId: string, method: string, initial: CheckoutStatus) {
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
    retry: false,
    refetchInterval: (query) => pollEvery(method, query.state.data?.status),
  });
}
