import type { Metadata } from "next";

import { requireSession } from "@/lib/http/auth/session";
import { getTranslations } from "@/lib/i18n/server";

import { AuditTable } from "./audit-table";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auditLog");
  return { title: t("title") };
}

// /settings/audit – the append-only audit log with filters (GET /v1/audit-log, owners and admins)
export default async function AuditPage() {
  const user = await requireSession();
  const t = await getTranslations("auditLog");
  if (user.role === "viewer")
    return (
      <p className="rounded-lg bg-white px-4 py-6 text-sm text-stone-700 shadow-sm ring-1 ring-stone-200">
        {t("adminsOnly")}
      </p>
    );
  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-sm text-stone-600">{t("description")}</p>
      <AuditTable />
    </div>
  );
}
