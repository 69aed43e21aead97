import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";

import { verifyReceipt } from "@/lib/domain/receipts/verify-receipt";
import { formatBRL } from "@/lib/formats/money";
import { formatDateTimeBR } from "@/lib/formats/time";
import { publicRateLimitPerMinute } from "@/lib/http/with-public";
import { clientIp } from "@/lib/platform/rate-limit/client-ip";
import { hitRateLimit } from "@/lib/platform/rate-limit/hit-rate-limit";

type Props = { params: Promise<{ code: string }> };

export const metadata: Metadata = { title: "Verificar comprovante" };

const KIND = { transaction: "Pagamento", transfer: "Transferência" } as const;

// /verify/{code} – the address printed on every receipt (docs/api.md, "Receipts as PDF"): confirms that
// Colmeia issued it and shows only what the paper shows in large print (issuer, amount, date, current
// status); a code it did not sign is a 404 like an unknown one. Rate limited per client IP as the
// other public endpoints are.
export default async function VerifyReceiptPage({ params }: Props) {
  const ip = clientIp(await headers());
  const hit = await hitRateLimit({ key: `public:/verify:${ip}`, limit: publicRateLimitPerMinute(), windowMs: 60_000 });
  if (!hit.isAllowed)
    return (
      <Panel title="Muitas verificações seguidas">
        <p className="mt-3 text-sm text-stone-600">Tente de novo em {hit.retryAfterSeconds} segundos.</p>
      </Panel>
    );
  const receipt = await verifyReceipt((await params).code);
  if (!receipt) notFound();
  return (
    <Panel title="Comprovante autêntico">
      <p className="mt-2 text-sm text-stone-600">Este comprovante foi emitido pela Colmeia.</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-left text-sm">
        <dt className="text-stone-600">Tipo</dt>
        <dd>{KIND[receipt.kind]}</dd>
        <dt className="text-stone-600">Emitido por</dt>
        <dd data-testid="verify-company">{receipt.companyName}</dd>
        <dt className="text-stone-600">Valor</dt>
        <dd data-testid="verify-amount">{formatBRL(receipt.amount)}</dd>
        <dt className="text-stone-600">Data</dt>
        <dd>{formatDateTimeBR(receipt.date)}</dd>
        <dt className="text-stone-600">Situação atual</dt>
        <dd data-testid="verify-status">{receipt.status}</dd>
      </dl>
    </Panel>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-lg bg-white px-6 py-10 text-center shadow-sm ring-1 ring-stone-200">
      <h1 className="text-xl font-semibold text-stone-900">{title}</h1>
      {children}
    </div>
  );
}
