"use client";

import { useTranslations } from "use-intl";

import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useRecipientPixKeys } from "@/lib/client/queries/recipients";
import { formatDateTimeBR } from "@/lib/formats/time";

import { DestinationStatus } from "./destination-status";

/** The Pix keys transfers of this recipient have gone or may go to, with their cooldown. */
export function PixKeysCard({ recipientId, isOwner }: { recipientId: number; isOwner: boolean }) {
  const t = useTranslations("recipientDetail");
  const { describeApiError } = useErrorText();
  const { data, isError, error } = useRecipientPixKeys(recipientId);
  const keys = data?.data ?? [];
  return (
    <Card aria-labelledby="chaves-pix">
      <CardHeader id="chaves-pix" title={t("pixKeysTitle")} />
      <CardContent className="space-y-3">
        {isError && (
          <p role="alert" className="text-sm text-red-800">
            {t("pixKeysError")} {describeApiError(error)}
          </p>
        )}
        {data && keys.length === 0 && <p className="text-sm text-stone-600">{t("noPixKeys")}</p>}
        {keys.length > 0 && (
          <ul className="divide-y divide-stone-100" aria-label={t("pixKeysLabel")}>
            {keys.map((k) => (
              <li key={k.id} className="space-y-1 py-3 text-sm">
                <p className="font-medium text-stone-900">
                  {t(`pixKeyTypes.${k.type}`)} · <span className="break-all font-mono">{k.key}</span>
                </p>
                <p className="text-xs text-stone-600">{formatDateTimeBR(k.createdAt)}</p>
                <DestinationStatus recipientId={recipientId} kind="pix-keys" destination={k} isOwner={isOwner} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
