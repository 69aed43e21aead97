"use client";

import { useState } from "react";
import { EmptyRow, ListError, LoadingRows } from "@/components/data-table/list-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table, TBody, Td, Th, THead, Tr } from "@/components/ui/table";
import { describeApiError } from "@/lib/forms/messages";
import { formatDateTimeBR } from "@/lib/money";
import { useApiKeys, useRevokeApiKey } from "@/lib/queries/settings";
import type { ApiKey } from "@/lib/schemas/api-keys";
import { CreateApiKeyForm } from "./create-api-key-form";
import { NewKeyOnce } from "./new-key-once";

const COLUMNS = ["Nome", "Chave", "Criada em", "Último uso", "Status", "Ações"] as const;

export function ApiKeysSection() {
  const { data, isPending, isError, error, refetch } = useApiKeys();
  const revoke = useRevokeApiKey();
  const [isCreating, setCreating] = useState(false);
  const [newKey, setNewKey] = useState<{ name: string; key: string } | null>(null);
  const [toRevoke, setToRevoke] = useState<ApiKey | null>(null);
  const rows = data?.data ?? [];

  return (
    <Card aria-labelledby="chaves-secretas" className="overflow-hidden">
      <CardHeader id="chaves-secretas" title="Chaves secretas" actions={!isCreating && <Button size="sm" onClick={() => { setNewKey(null); setCreating(true); }}>Nova chave</Button>} />
      <div className="space-y-4 px-4 py-4">
        <p className="text-sm text-stone-600">
          Autenticam sua integração (<code className="font-mono text-xs">Authorization: Basic</code>, <code className="font-mono text-xs">x-api-key</code> ou Bearer). Guardamos só um resumo (hash):
          a chave completa aparece uma única vez, ao ser criada. Uma chave revogada para de funcionar na hora.
        </p>
        {newKey && <NewKeyOnce name={newKey.name} secret={newKey.key} onDismiss={() => setNewKey(null)} />}
        {isCreating && (
          <CreateApiKeyForm
            onCreated={(created) => {
              setCreating(false);
              setNewKey({ name: created.name, key: created.key });
            }}
            onCancel={() => setCreating(false)}
          />
        )}
      </div>
      {isError && !data ? (
        <div className="px-4 pb-4">
          <ListError title="Não foi possível carregar as chaves." error={error} onRetry={() => refetch()} />
        </div>
      ) : (
        <Table aria-label="Chaves secretas">
          <THead>
            <Tr>
              {COLUMNS.map((c) => (
                <Th key={c}>{c}</Th>
              ))}
            </Tr>
          </THead>
          <TBody>
            {isPending && <LoadingRows columns={COLUMNS.length} rows={2} label="Carregando chaves…" />}
            {!isPending && rows.length === 0 && <EmptyRow columns={COLUMNS.length} title="Nenhuma chave criada">Crie uma chave para integrar pela API.</EmptyRow>}
            {rows.map((k) => (
              <Tr key={k.id}>
                <Td className="font-medium text-stone-900">{k.name}</Td>
                <Td className="whitespace-nowrap font-mono text-xs">{k.prefix}…</Td>
                <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(k.createdAt)}</Td>
                <Td className="whitespace-nowrap tabular-nums">{k.lastUsedAt ? formatDateTimeBR(k.lastUsedAt) : "Nunca"}</Td>
                <Td>{k.revokedAt ? <Badge tone="red">Revogada em {formatDateTimeBR(k.revokedAt)}</Badge> : <Badge tone="green">Ativa</Badge>}</Td>
                <Td>
                  {!k.revokedAt && (
                    <Button variant="secondary" size="sm" aria-label={`Revogar a chave ${k.name}`} onClick={() => { revoke.reset(); setToRevoke(k); }}>
                      Revogar
                    </Button>
                  )}
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
      <ConfirmDialog
        isOpen={toRevoke !== null}
        title="Revogar chave de API?"
        confirmLabel="Revogar chave"
        isBusy={revoke.isPending}
        error={revoke.isError ? describeApiError(revoke.error) : null}
        onCancel={() => setToRevoke(null)}
        onConfirm={() => toRevoke && revoke.mutate(toRevoke.id, { onSuccess: () => setToRevoke(null) })}
      >
        <p>
          A chave <strong>{toRevoke?.name}</strong> (<span className="font-mono">{toRevoke?.prefix}…</span>) deixa de autenticar imediatamente. As integrações que a usam passam a
          receber 401. Não é possível desfazer.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
