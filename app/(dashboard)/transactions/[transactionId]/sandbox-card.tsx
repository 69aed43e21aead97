"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { describeApiError } from "@/lib/forms/messages";
import { useSandboxAction, type SandboxAction } from "@/lib/queries/transactions";
import { READ_ONLY_HINT } from "./transaction-actions";

type Props = { transactionId: number; status: string; paymentMethod: string; canEdit: boolean };

const DONE: Record<SandboxAction, string> = {
  pay: "Pagamento simulado: a transação foi paga.",
  expire: "Expiração simulada: a transação foi cancelada.",
  chargeback: "Chargeback simulado.",
};

// What the sandbox acquirer can do to a transaction in its current state.
function availableActions(status: string, paymentMethod: string): { action: SandboxAction; label: string }[] {
  if (status === "waiting_payment" && paymentMethod !== "credit_card")
    return [{ action: "pay", label: "Simular pagamento" }, { action: "expire", label: "Expirar" }];
  if (status === "paid" && paymentMethod === "credit_card") return [{ action: "chargeback", label: "Chargeback" }];
  return [];
}

/** Sandbox only: pay or expire a waiting Pix/boleto, or charge back a paid card, as the acquirer would. */
export function SandboxCard({ transactionId, status, paymentMethod, canEdit }: Props) {
  const router = useRouter();
  const mutation = useSandboxAction(transactionId);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const actions = availableActions(status, paymentMethod);
  // nothing to simulate in this status: no card, unless it just reports what was done
  if (actions.length === 0 && !message && !error) return null;

  async function run(action: SandboxAction) {
    setError(null);
    setMessage("");
    try {
      await mutation.mutateAsync(action);
      setConfirmOpen(false);
      setMessage(DONE[action]);
      router.refresh();
    } catch (e) {
      setConfirmOpen(false);
      setError(describeApiError(e));
    }
  }

  return (
    <Card aria-labelledby="simulacoes">
      <CardHeader id="simulacoes" title="Simulações (sandbox)" />
      <CardContent className="space-y-3">
        <p className="text-sm text-stone-600">Ações do adquirente de testes. Não existem em produção.</p>
        {actions.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {actions.map(({ action, label }) => (
              <Button
                key={action}
                variant={action === "pay" ? "primary" : "secondary"}
                size="sm"
                disabled={!canEdit || mutation.isPending}
                aria-describedby={canEdit ? undefined : "simulacoes-somente-leitura"}
                onClick={() => (action === "chargeback" ? setConfirmOpen(true) : run(action))}
              >
                {mutation.isPending && mutation.variables === action ? "Enviando…" : label}
              </Button>
            ))}
          </div>
        )}
        {!canEdit && actions.length > 0 && (
          <p id="simulacoes-somente-leitura" className="text-sm text-stone-600">
            {READ_ONLY_HINT}
          </p>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <p role="status" className="text-sm font-medium text-green-800">
          {message}
        </p>
      </CardContent>
      <Dialog
        isOpen={isConfirmOpen}
        onClose={() => setConfirmOpen(false)}
        title="Simular chargeback?"
        titleId="chargeback-titulo"
        description="O portador contesta a compra: o valor ainda não estornado sai do saldo dos recebedores. Não pode ser desfeito."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
            Cancelar
          </Button>
          <Button variant="danger" disabled={mutation.isPending} onClick={() => run("chargeback")}>
            {mutation.isPending ? "Enviando…" : "Confirmar chargeback"}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
