"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { usePostbackSecret } from "@/lib/client/queries/webhooks";

/** The company secret that signs deliveries to each transaction's postbackUrl, revealed on request. */
export function PostbackSecretCard() {
  const t = useTranslations("webhooks");
  const [isRevealed, setRevealed] = useState(false);
  const { data, isFetching, isError } = usePostbackSecret(isRevealed);

  return (
    <Card aria-labelledby="postback-secret-title">
      <CardHeader id="postback-secret-title" title={t("postbackSecret")} />
      <CardContent className="space-y-3 text-sm text-stone-700">
        <p>{t.rich("postbackSecretDescription", { code: (chunks) => <code className="font-mono">{chunks}</code> })}</p>
        {!isRevealed && (
          <Button variant="secondary" size="sm" onClick={() => setRevealed(true)}>
            {t("showSecret")}
          </Button>
        )}
        {isRevealed && isFetching && <p>{t("loading")}</p>}
        {isError && (
          <p role="alert" className="text-red-700">
            {t("secretLoadError")}
          </p>
        )}
        {isRevealed && data && (
          <div className="flex flex-wrap items-center gap-3">
            <code
              className="break-all rounded-md bg-stone-50 px-3 py-2 font-mono text-stone-900 ring-1 ring-stone-200"
              aria-label={t("postbackSecret")}
            >
              {data.secret}
            </code>
            <CopyButton value={data.secret} label={t("copySecret")} />
            <Button variant="ghost" size="sm" onClick={() => setRevealed(false)}>
              {t("hide")}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
