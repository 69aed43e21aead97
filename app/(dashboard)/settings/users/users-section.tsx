"use client";

import { useState } from "react";
import { useTranslations } from "use-intl";

import { EmptyRow } from "@/components/data-table/list-states";
import { listQueryState, ListTable } from "@/components/data-table/list-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardHeader } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { OneTimeSecret } from "@/components/ui/one-time-secret";
import { Td, Tr } from "@/components/ui/table";
import { useRowRemoval } from "@/lib/client/hooks/use-row-removal";
import { useDeleteUser, useUsers } from "@/lib/client/queries/settings";
import { formatDateTimeBR } from "@/lib/formats/time";
import type { User, UserRole } from "@/lib/schemas/users";

import { CreateUserForm } from "./create-user-form";
import { ResetPasswordAction } from "./reset-password-action";
import { RoleSelect } from "./role-select";

type CurrentUser = { id: number; role: UserRole };

// keys of the "users.columns" messages; owners also get "actions"
const COLUMNS = ["name", "email", "role", "createdAt"] as const;

export function UsersSection({ currentUser }: { currentUser: CurrentUser }) {
  const t = useTranslations("users");
  const tRole = useTranslations("roles");
  const query = useUsers();
  const { data } = query;
  const remove = useRowRemoval<User>(useDeleteUser());
  const [isCreating, setCreating] = useState(false);
  // the new member's one-time link to choose a password: answered once, shown until dismissed
  const [invitation, setInvitation] = useState<{ url: string; isEmailed: boolean } | null>(null);
  const canManage = currentUser.role !== "viewer";
  const isOwner = currentUser.role === "owner";
  const rows = data?.data ?? [];
  const columns = isOwner ? [...COLUMNS, "actions" as const] : COLUMNS;

  return (
    <Card aria-labelledby="usuarios" className="overflow-hidden">
      <CardHeader
        id="usuarios"
        title={t("title")}
        actions={
          canManage &&
          !isCreating && (
            <Button size="sm" onClick={() => setCreating(true)}>
              {t("newUser")}
            </Button>
          )
        }
      />
      {isCreating && (
        <div className="px-4 py-4">
          <CreateUserForm
            actorRole={currentUser.role}
            onDone={(link) => {
              setCreating(false);
              setInvitation(link);
            }}
          />
        </div>
      )}
      {invitation && (
        <div className="px-4 py-4">
          <OneTimeSecret
            message={invitation.isEmailed ? t("invitationEmailed") : t("invitationNotEmailed")}
            secret={invitation.url}
            secretLabel={t("invitationLink")}
            copyLabel={t("copyInvitation")}
            dismissLabel={t("resetDismiss")}
            testId="invitation-link"
            onDismiss={() => setInvitation(null)}
          />
        </div>
      )}
      <ListTable
        {...listQueryState(query, t("loadError"))}
        inCard
        label={t("tableLabel")}
        // the owner's own row has no control: on a phone the scrolling box takes focus itself
        scrollLabel={t("tableLabel")}
        columns={columns.map((c) => ({ label: t(`columns.${c}`) }))}
        loadingLabel={t("loading")}
        loadingRows={2}
        empty={rows.length === 0 && <EmptyRow columns={columns.length} title={t("empty")} />}
      >
        {rows.map((u) => {
          const isSelf = u.id === currentUser.id;
          const canChangeRole = canManage && !isSelf && (isOwner || u.role !== "owner");
          return (
            <Tr key={u.id}>
              <Td className="font-medium text-stone-900">
                {u.name}
                {isSelf && <Badge className="ml-2">{t("you")}</Badge>}
              </Td>
              <Td className="break-all">{u.email}</Td>
              <Td>{canChangeRole ? <RoleSelect user={u} actorRole={currentUser.role} /> : tRole(u.role)}</Td>
              <Td className="whitespace-nowrap tabular-nums">{formatDateTimeBR(u.createdAt)}</Td>
              {isOwner && (
                <Td>
                  {!isSelf && (
                    <div className="flex flex-wrap gap-2">
                      <ResetPasswordAction user={u} />
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t("removeUserLabel", { name: u.name })}
                        onClick={() => remove.ask(u)}
                      >
                        {t("remove")}
                      </Button>
                    </div>
                  )}
                </Td>
              )}
            </Tr>
          );
        })}
      </ListTable>
      <ConfirmDialog {...remove.dialog} title={t("removeTitle")} confirmLabel={t("removeConfirm")}>
        <p>
          {t.rich("removeBody", {
            name: remove.target?.name ?? "",
            email: remove.target?.email ?? "",
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      </ConfirmDialog>
    </Card>
  );
}
