"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { usePostbackSecret } from "@/lib/queries/webhooks";

/** The company secret that signs deliveries to each transaction's postbackUrl, revealed on request. */
export function PostbackSecretCard() {
  const [isRevealed, setRevealed] = useState(false);
  const { data, isFetching, isError } = usePostbackSecret(isRevealed);

  return (
    <Card aria-labelledby="postback-secret-title">
      <CardHeader id="postback-secret-title" title="Segredo dos postbacks" />
      <CardContent className="space-y-3 text-sm text-stone-700">
        <p>
          Os envios para a <code className="font-mono">postbackUrl</code> de transações e transferências são assinados com este segredo. Endpoints cadastrados usam o segredo de cada um.
        </p>
        {!isRevealed && <Button variant="secondary" size="sm" onClick={() => setRevealed(true)}>Mostrar segredo</Button>}
        {isRevealed && isFetching && <p>Carregando…</p>}
        {isError && <p role="alert" className="text-red-700">Não foi possível carregar o segredo.</p>}
        {isRevealed && data && (
          <div className="flex flex-wrap items-center gap-3">
            <code className="break-all rounded-md bg-stone-50 px-3 py-2 font-mono text-stone-900 ring-1 ring-stone-200" aria-label="Segredo dos postbacks">{data.secret}</code>
            <CopyButton value={data.secret} label="Copiar segredo" />
            <Button variant="ghost" size="sm" onClick={() => setRevealed(false)}>Ocultar</Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
