"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { destinationState, type ShownDestination } from "@/lib/client/destination-state";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useConfirmDestination } from "@/lib/client/queries/recipients";
import { formatDateTimeBR } from "@/lib/formats/time";

// requiresConfirmation: a Pix key whose holder the payout rail could not look up, held until an
// owner confirms it, whatever its cooldown
type Destination = ShownDestination & { id: number; thirdParty?: boolean };

/**
 * Whether transfers may go to a bank account or Pix key yet (docs/security.md, "Payout
 * destinations"), and, for an owner, the button that confirms a new one before its cooldown ends
 * (or at all, for a Pix key whose holder the payout rail could not look up).
 */
export function DestinationStatus({
  recipientId,
  kind,
  destination,
  isOwner,
}: {
  recipientId: number;
  kind: "bank-accounts" | "pix-keys";
  destination: Destination;
  isOwner: boolean;
}) {
  const t = useTranslations("recipientDetail");
  const { describeApiError } = useErrorText();
  const confirm = useConfirmDestination(recipientId);
  const [error, setError] = useState<string | null>(null);
  const [shownAt] = useState(() => Date.now());
  const { isAwaitingOwner, isCoolingDown, isNew, canConfirm } = destinationState(destination, shownAt);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {destination.thirdParty && <Badge tone="amber">{t("destinationThirdParty")}</Badge>}
      {destination.confirmedAt && <Badge tone="green">{t("destinationConfirmed")}</Badge>}
      {isCoolingDown && (
        <Badge tone="amber">{t("destinationUsableFrom", { date: formatDateTimeBR(destination.usableAfter) })}</Badge>
      )}
      {isNew && <Badge tone="amber">{t("destinationNew")}</Badge>}
      {isAwaitingOwner && <Badge tone="amber">{t("destinationAwaitingOwner")}</Badge>}
      {canConfirm && isOwner && (
        <Button
          size="sm"
          variant="secondary"
          disabled={confirm.isPending}
          onClick={() =>
            confirm.mutate(
              { kind, id: destination.id },
              {
                onError: (e) => setError(`${t("confirmError")} ${describeApiError(e)}`),
                onSuccess: () => setError(null),
              },
            )
          }
        >
          {confirm.isPending ? t("confirming") : t("confirmNow")}
        </Button>
      )}
      {error && (
        <span role="alert" className="text-xs text-red-800">
          {error}
        </span>
      )}
    </span>
  );
}
