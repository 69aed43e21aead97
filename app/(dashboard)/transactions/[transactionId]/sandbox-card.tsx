"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { type SandboxAction, useSandboxAction } from "@/lib/client/queries/transactions";

type Props = { transactionId: number; status: string; paymentMethod: string; canEdit: boolean };

// A button: the action it posts and the message naming it ("done.<label>" says it happened).
// A chargeback of a disputed transaction is the dispute lost, and says so.
type SandboxButton = {
  action: SandboxAction;
  label: "pay" | "expire" | "dispute" | "winDispute" | "chargeback" | "loseDispute";
};

// What the sandbox acquirer can do to a transaction in its current state.
function availableButtons(status: string, paymentMethod: string): SandboxButton[] {
  if (status === "waiting_payment" && paymentMethod !== "credit_card")
    return [
      { action: "pay", label: "pay" },
      { action: "expire", label: "expire" },
    ];
  if (status === "paid")
    return [
      { action: "dispute", label: "dispute" },
      { action: "chargeback", label: "chargeback" },
    ];
  if (status === "in_protest")
    return [
      { action: "win-dispute", label: "winDispute" },
      { action: "chargeback", label: "loseDispute" },
    ];
  return [];
}

/**
 * Sandbox only: pay or expire a waiting Pix/boleto; open a dispute on a paid transaction (any
 * method), win or lose it; or charge a paid one back at once — as the acquirer would.
 */
export function SandboxCard({ transactionId, status, paymentMethod, canEdit }: Props) {
  const t = useTranslations("transactionSandbox");
  const tDetail = useTranslations("transactionDetail");
  const { describeApiError } = useErrorText();
  const router = useRouter();
  const mutation = useSandboxAction(transactionId);
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const buttons = availableButtons(status, paymentMethod);
  const chargeback = buttons.find((b) => b.action === "chargeback");
  // nothing to simulate in this status: no card, unless it just reports what was done
  if (buttons.length === 0 && !message && !error) return null;

  async function run({ action, label }: SandboxButton) {
    setError(null);
    setMessage("");
    try {
      await mutation.mutateAsync(action);
      setConfirmOpen(false);
      setMessage(t(`done.${label}`));
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
        {buttons.length > 0 && (
          <div className="flex flex-wrap gap-2">
            {buttons.map((button) => (
              <Button
                key={button.action}
                variant={button.action === "pay" ? "primary" : "secondary"}
                size="sm"
                disabled={!canEdit || mutation.isPending}
                aria-describedby={canEdit ? undefined : "simulacoes-somente-leitura"}
                onClick={() => (button.action === "chargeback" ? setConfirmOpen(true) : void run(button))}
              >
                {mutation.isPending && mutation.variables === button.action ? t("sending") : t(button.label)}
              </Button>
            ))}
          </div>
        )}
        {!canEdit && buttons.length > 0 && (
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
        description={t(status === "in_protest" ? "confirmDescriptionDisputed" : "confirmDescription")}
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmOpen(false)}>
            {t("cancel")}
          </Button>
          <Button
            variant="danger"
            disabled={mutation.isPending || !chargeback}
            onClick={() => chargeback && void run(chargeback)}
          >
            {mutation.isPending ? t("sending") : t("confirm")}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
