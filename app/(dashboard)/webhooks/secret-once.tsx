"use client";

import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

/** A signing secret right after it was created or rotated: the only time the API returns it. */
export function SecretOnce({ secret, onDismiss }: { secret: string; onDismiss: () => void }) {
  const t = useTranslations("webhooks");
  return (
    <div role="status" className="space-y-3 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300">
      <p className="text-sm font-medium text-amber-950">{t("signingSecretOnce")}</p>
      <code className="block break-all rounded-md bg-white px-3 py-2 font-mono text-sm text-stone-900 ring-1 ring-stone-200" aria-label={t("signingSecret")}>
        {secret}
      </code>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton value={secret} label={t("copySecret")} />
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t("copied")}
        </Button>
      </div>
    </div>
  );
}
