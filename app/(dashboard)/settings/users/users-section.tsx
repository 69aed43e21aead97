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
import { useDeleteUser, useUsers } from "@/lib/queries/settings";
import type { User, UserRole } from "@/lib/schemas/users";
import { CreateUserForm } from "./create-user-form";
import { RoleSelect } from "./role-select";
import { ROLE_LABELS } from "./roles";

type CurrentUser = { id: number; role: UserRole };

export function UsersSection({ currentUser }: { currentUser: CurrentUser }) {
  const { data, isPending, isError, error, refetch } = useUsers();
  const remove = useDeleteUser();
  const [isCreating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const canManage = currentUser.role !== "viewer";
  const isOwner = currentUser.role === "owner";
  const rows = data?.data ?? [];
  const columns = ["Nome", "E-mail", "Papel", "Desde", ...(isOwner ? ["Ações"] : [])];

  return (
    <Card aria-labelledby="usuarios" className="overflow-hidden">
      <CardHeader id="usuarios" title="Usuários do painel" actions={canManage && !isCreating && <Button size="sm" onClick={() => setCreating(true)}>Novo usuário</Button>} />
      {isCreating && (
        <div className="px-4 py-4">
          <CreateUserForm actorRole={currentUser.role} onDone={() => setCreating(false)} />
        </div>
      )}
      {isError && !data ? (
        <div className="p-4">
          <ListError title="Não foi possível carregar os usuários." error={error} onRetry={() => refetch()} />
        </div>
      ) : (
        <Table aria-label="Usuários">
          <THead>
            <Tr>
              {columns.map((c) => (
                <Th key={c}>{c}</Th>
              ))}
            </Tr>
          </THead>
          <TBody>
            {isPending && <LoadingRows columns={columns.length} rows={2} label="Carregando usuários…" />}
            {!isPending && rows.length === 0 && <EmptyRow columns={columns.length} title="Nenhum usuário" />}
            {rows.map((u) => {
              const isSelf = u.id === currentUser.id;
              const canChangeRole = canManage && !isSelf && (isOwner || u.role !== "owner");
              return (
                <Tr key={u.id}>
                  <Td className="font-medium text-stone-900">
                    {u.name}
                    {isSelf && <Badge className="ml-2">Você</Badge>}
                  </Td>
                  <Td className="break-all">{u.email}</Td>
                  <Td>{canChangeRole ? <RoleSelect user={u} actorRole={currentUser.role} /> : ROLE_LABELS[u.role]}</Td>
                  <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(u.createdAt)}</Td>
                  {isOwner && (
                    <Td>
                      {!isSelf && (
                        <Button variant="secondary" size="sm" aria-label={`Remover ${u.name}`} onClick={() => { remove.reset(); setToDelete(u); }}>
                          Remover
                        </Button>
                      )}
                    </Td>
                  )}
                </Tr>
              );
            })}
          </TBody>
        </Table>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Remover usuário?"
        confirmLabel="Remover usuário"
        isBusy={remove.isPending}
        error={remove.isError ? describeApiError(remove.error) : null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
      >
        <p>
          <strong>{toDelete?.name}</strong> ({toDelete?.email}) perde o acesso ao painel imediatamente, inclusive nas sessões abertas.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
