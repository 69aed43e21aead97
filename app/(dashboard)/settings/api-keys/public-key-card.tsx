"use client";

import { useTranslations } from "use-intl";

import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { useErrorText } from "@/lib/client/hooks/use-error-text";
import { useCompany } from "@/lib/client/queries/settings";

/** The company's public key (pk_…): not a secret, used by hosted pages to create card hashes. */
export function PublicKeyCard() {
  const t = useTranslations("apiKeys");
  const { describeApiError } = useErrorText();
  const { data, isPending, isError, error } = useCompany();
  return (
    <Card aria-labelledby="chave-publica">
      <CardHeader id="chave-publica" title={t("publicKey")} />
      <CardContent className="space-y-2">
        <p className="text-sm text-stone-600">{t("publicKeyDescription")}</p>
        {isPending && <p className="text-sm text-stone-600">{t("loading")}</p>}
        {isError && (
          <p role="alert" className="text-sm text-red-700">
            {describeApiError(error)}
          </p>
        )}
        {data && (
          <div className="flex flex-wrap items-center gap-2">
            <code className="break-all rounded-md bg-stone-50 px-3 py-2 font-mono text-sm text-stone-900 ring-1 ring-stone-200">
              {data.publicKey}
            </code>
            <CopyButton value={data.publicKey} label={t("copyPublicKey")} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
