"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { useErrorText } from "@/lib/forms/use-error-text";
import { useSandboxAction, type SandboxAction } from "@/lib/queries/transactions";

type Props = { transactionId: number; status: string; paymentMethod: string; canEdit: boolean };

// What the sandbox acquirer can do to a transaction in its current state (each action's label is
// the message of the same name; "done.<action>" says it happened).
function availableActions(status: string, paymentMethod: string): SandboxAction[] {
  if (status === "waiting_payment" && paymentMethod !== "credit_card") return ["pay", "expire"];
  if (status === "paid" && paymentMethod === "credit_card") return ["chargeback"];
  return [];
}

/** Sandbox only: pay or expire a waiting Pix/boleto, or charge back a paid card, as the acquirer would. */
export function SandboxCard({ transactionId, status, paymentMethod, canEdit }: Props) {
  const t = useTranslations("transactionSandbox");
  const tDetail = useTranslations("transactionDetail");
  const { describeApiError } = useErrorText();
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
      setMessage(t(`done.${action}`));
      router.refresh();
    } catch (e) {
      setConfirmOpen(false);
      setError(describeApiError(e));
    }
  }

  return (
    <Card aria-labelledby="simulacoes">
      <CardHeader id="simulacoes" title={t("title")} />
      <CardContent className="space-y-3">
        <p className="text-sm text-stone-600">{t("intro")}</p>
        {actions.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === "pay" ? "primary" : "secondary"}
                size="sm"
                disabled={!canEdit || mutation.isPending}
                aria-describedby={canEdit ? undefined : "simulacoes-somente-leitura"}
                onClick={() => (action === "chargeback" ? setConfirmOpen(true) : run(action))}
              >
                {mutation.isPending && mutation.variables === action ? t("sending") : t(action)}
              </Button>
            ))}
          </div>
        )}
        {!canEdit && actions.length > 0 && (
          <p id="simulacoes-somente-leitura" className="text-sm text-stone-600">
            {tDetail("readOnlyHint")}
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
        title={t("confirmTitle")}
        titleId="chargeback-titulo"
        description={t("confirmDescription")}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
            {t("cancel")}
          </Button>
          <Button variant="danger" disabled={mutation.isPending} onClick={() => run("chargeback")}>
            {mutation.isPending ? t("sending") : t("confirm")}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
