"use client";

import { useTranslations } from "use-intl";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";

/** A secret key right after creation: the only time the API returns it. */
export function NewKeyOnce({ name, secret, onDismiss }: { name: string; secret: string; onDismiss: () => void }) {
  const t = useTranslations("apiKeys");
  return (
    <div role="status" className="space-y-3 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300">
      <p className="text-sm font-medium text-amber-950">{t("created", { name })}</p>
      <code className="block break-all rounded-md bg-white px-3 py-2 font-mono text-sm text-stone-900 ring-1 ring-stone-200" data-testid="new-api-key" aria-label={t("newSecretKey")}>
        {secret}
      </code>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton value={secret} label={t("copyKey")} />
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t("copied")}
        </Button>
      </div>
    </div>
  );
}
