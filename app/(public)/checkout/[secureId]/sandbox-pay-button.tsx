"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { Button } from "@/components/ui/button";
import { type CheckoutStatus, checkoutStatusKey } from "@/lib/client/hooks/use-checkout-status";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";

/** Sandbox only: pays the waiting Pix or boleto, as the payer's bank would. */
export function SandboxPayButton({ secureId }: { secureId: string }) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  const simulate = useMutation({
    mutationFn: async (): Promise<CheckoutStatus> => {
      const res = await fetch(`/api/public/checkout/${encodeURIComponent(secureId)}/sandbox-pay`, {
        method: "POST",
        credentials: "omit",
        headers: { accept: "application/json" },
      });
      if (!res.ok) throw new Error(`sandbox pay failed: ${res.status}`);
      return res.json();
    },
    onSuccess: (status) => queryClient.setQueryData(checkoutStatusKey(secureId), status),
  });
  return (
    <div className="rounded-md border border-dashed border-stone-300 px-3 py-3 text-sm text-stone-600">
      <p>Ambiente de testes: nenhum dinheiro de verdade é movimentado.</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        onClick={() => simulate.mutate()}
        disabled={!hydrated || simulate.isPending}
      >
        {simulate.isPending ? "Simulando…" : "Simular pagamento (sandbox)"}
      </Button>
      {simulate.isError && <p className="mt-2 text-red-700">Não foi possível simular o pagamento.</p>}
    </div>
  );
}
