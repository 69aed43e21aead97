"use client";

import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { describeApiError } from "@/lib/forms/messages";
import { useCompany } from "@/lib/queries/settings";

/** The company's public key (pk_…): not a secret, used by hosted pages to create card hashes. */
export function PublicKeyCard() {
  const { data, isPending, isError, error } = useCompany();
  return (
    <Card aria-labelledby="chave-publica">
      <CardHeader id="chave-publica" title="Chave pública" />
      <CardContent className="space-y-2">
        <p className="text-sm text-stone-600">Pode ficar no navegador ou no app: serve só para gerar o card hash no checkout. Não autentica chamadas à API.</p>
        {isPending && <p className="text-sm text-stone-600">Carregando…</p>}
        {isError && <p role="alert" className="text-sm text-red-700">{describeApiError(error)}</p>}
        {data && (
          <div className="flex flex-wrap items-center gap-2">
            <code className="break-all rounded-md bg-stone-50 px-3 py-2 font-mono text-sm text-stone-900 ring-1 ring-stone-200">
              {data.publicKey}
            </code>
            <CopyButton value={data.publicKey} label="Copiar chave pública" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
