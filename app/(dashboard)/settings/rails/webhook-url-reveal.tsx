"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

/** The Pix webhook URL (its last segment is a secret), shown only when asked for, like other secrets. */
export function WebhookUrlReveal({ url }: { url: string }) {
  const t = useTranslations("rails");
  const [isRevealed, setRevealed] = useState(false);
  return (
    <div className="space-y-3 text-sm text-stone-700">
      <h3 className="font-medium text-stone-900">{t("webhookUrl")}</h3>
      <p>{t("webhookUrlDescription")}</p>
      {isRevealed ? (
        <div className="flex flex-wrap items-center gap-3">
          <code
            className="break-all rounded-md bg-stone-50 px-3 py-2 font-mono text-stone-900 ring-1 ring-stone-200"
            aria-label={t("webhookUrl")}
          >
            {url}
          </code>
          <CopyButton value={url} label={t("copyUrl")} />
          <Button variant="ghost" size="sm" onClick={() => setRevealed(false)}>
            {t("hideUrl")}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setRevealed(true)}>
          {t("showUrl")}
        </Button>
      )}
    </div>
  );
}
