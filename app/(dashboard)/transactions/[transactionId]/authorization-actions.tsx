"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useIdempotencyKey } from "@/lib/client/hooks/use-idempotency-key";
import { useAuthorizationAction } from "@/lib/client/queries/transactions";
import { formatBRL } from "@/lib/formats/money";

type Props = { transactionId: number; authorizedAmount: number; onDone: (message: string) => void };

/** An authorized card payment: capture what the acquirer holds, or cancel the authorization; each asks first. */
export function AuthorizationActions({ transactionId, authorizedAmount, onDone }: Props) {
  const t = useTranslations("transactionDetail.authorization");
  const { describeApiError } = useErrorText();
  const router = useRouter();
  const idempotencyKey = useIdempotencyKey();
  const action = useAuthorizationAction(transactionId);
  const [asking, setAsking] = useState<"capture" | "cancel" | null>(null);
  const amount = formatBRL(authorizedAmount);

  const confirm = (which: "capture" | "cancel") =>
    void action.mutateAsync({ action: which, idempotencyKey: idempotencyKey.current() }).then(
      () => {
        idempotencyKey.answered();
        setAsking(null);
        onDone(t(which === "capture" ? "captured" : "canceled", { amount }));
        router.refresh();
      },
      () => idempotencyKey.answered(), // the dialog shows the error; a new try is a new operation
    );

  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setAsking("capture")}>{t("capture")}</Button>
      <Button variant="secondary" onClick={() => setAsking("cancel")}>
        {t("cancel")}
      </Button>
      <ConfirmDialog
        isOpen={asking !== null}
        title={asking === "cancel" ? t("cancelTitle") : t("captureTitle")}
        confirmLabel={asking === "cancel" ? t("cancelConfirm") : t("captureConfirm")}
        isBusy={action.isPending}
        error={action.error ? describeApiError(action.error) : null}
        onCancel={() => {
          action.reset();
          setAsking(null);
        }}
        onConfirm={() => asking && confirm(asking)}
      >
        <p>{asking === "cancel" ? t("cancelBody", { amount }) : t("captureBody", { amount })}</p>
      </ConfirmDialog>
    </div>
  );
}
