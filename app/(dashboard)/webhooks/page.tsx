import type { Metadata } from "next";
import { Suspense } from "react";
import { requireSession } from "@/lib/auth/session";
import { DeliveriesTable } from "./deliveries-table";
import { EndpointsSection } from "./endpoints-section";
import { PostbackSecretCard } from "./postback-secret-card";

export const metadata: Metadata = { title: "Webhooks" };

// /webhooks – endpoints that receive the company's events, the postbackUrl secret, and the
// delivery log with resend. Reads and writes go through /v1 (lib/queries/webhooks.ts).
export default async function WebhooksPage() {
  const user = await requireSession();
  const canEdit = user.role !== "viewer";
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">Webhooks</h1>
        <p className="mt-1 text-sm text-stone-600">
          Notificações assinadas (Standard Webhooks) a cada mudança de status de transações e transferências, com novas tentativas por até três dias.
        </p>
      </header>
      <EndpointsSection canEdit={canEdit} />
      {canEdit && <PostbackSecretCard />}
      {/* the deliveries' filters live in the URL (useSearchParams), which needs a Suspense boundary */}
      <Suspense fallback={<p className="text-sm text-stone-600">Carregando…</p>}>
        <DeliveriesTable canEdit={canEdit} />
      </Suspense>
    </div>
  );
}
