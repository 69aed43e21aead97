import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { methodLabel } from "@/components/transactions/method-label";
import { formatDigitableLine } from "@/lib/acquirer/boleto";
import { formatDateBR, formatDateTimeBR } from "@/lib/money";
import type { Transaction } from "@/lib/transactions/serialize";
import { reasonLabel } from "./reason-labels";

type Pix = { qrcode: string; expirationDate: string; end2EndId?: string };
type Boleto = { barcode: string; digitableLine: string; expirationDate: string; instructions?: string; url?: string };

const BRAND_LABELS: Record<string, string> = {
  visa: "Visa", mastercard: "Mastercard", amex: "American Express", elo: "Elo", hipercard: "Hipercard", diners: "Diners Club", discover: "Discover", jcb: "JCB", unknown: "Outra",
};

function safeDigitableLine(line: string) {
  try {
    return formatDigitableLine(line);
  } catch {
    return line;
  }
}

/** How the customer pays: card safe fields, the Pix code and QR, or the boleto line. */
export function PaymentCard({ transaction: t, pixQrDataUrl }: { transaction: Transaction; pixQrDataUrl: string | null }) {
  const pix = t.pix as Pix | null;
  const boleto = t.boleto as Boleto | null;
  return (
    <Card aria-labelledby="pagamento">
      <CardHeader id="pagamento" title={`Pagamento · ${methodLabel(t.paymentMethod)}`} />
      <CardContent className="space-y-4">
        {t.refusedReason && (
          <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-inset ring-red-200">Motivo da recusa: {reasonLabel(t.refusedReason)}</p>
        )}
        {t.card && (
          <DescriptionList
            items={[
              { label: "Bandeira", value: BRAND_LABELS[t.card.brand] ?? t.card.brand },
              { label: "Número", value: <span className="font-mono">{`${t.card.firstDigits.slice(0, 4)} ${t.card.firstDigits.slice(4)}•• •••• ${t.card.lastDigits}`}</span> },
              { label: "Titular", value: t.card.holderName },
              { label: "Validade", value: `${String(t.card.expirationMonth).padStart(2, "0")}/${t.card.expirationYear}` },
              { label: "Parcelas", value: `${t.installments}x` },
            ]}
          />
        )}
        {pix && (
          <div className="flex flex-col gap-4 sm:flex-row">
            {pixQrDataUrl && (
              // a data: URL drawn on the server; next/image would add nothing here
              <img src={pixQrDataUrl} alt="QR code Pix da transação" width={176} height={176} className="size-44 shrink-0 rounded-md ring-1 ring-stone-200" />
            )}
            <div className="min-w-0 flex-1 space-y-2">
              <label htmlFor="pix-copia-e-cola" className="block text-sm font-medium text-stone-700">
                Pix copia e cola
              </label>
              <textarea id="pix-copia-e-cola" readOnly rows={4} value={pix.qrcode} className="block w-full resize-none rounded-md bg-stone-50 p-2 font-mono text-xs text-stone-800 ring-1 ring-inset ring-stone-300" />
              <CopyButton value={pix.qrcode} label="Copiar código Pix" />
              <p className="text-sm text-stone-600">Expira em {formatDateTimeBR(pix.expirationDate)}</p>
              {pix.end2EndId && <p className="text-sm text-stone-600">End-to-end: <span className="font-mono">{pix.end2EndId}</span></p>}
            </div>
          </div>
        )}
        {boleto && (
          <div className="space-y-2">
            <p className="text-sm font-medium text-stone-700">Linha digitável</p>
            <p className="break-all rounded-md bg-stone-50 p-2 font-mono text-sm text-stone-900 ring-1 ring-inset ring-stone-300">
              {safeDigitableLine(boleto.digitableLine)}
            </p>
            <CopyButton value={boleto.digitableLine} label="Copiar linha digitável" />
            <p className="text-sm text-stone-600">Vencimento: {formatDateBR(boleto.expirationDate)}</p>
            {boleto.instructions && <p className="text-sm text-stone-600">Instruções: {boleto.instructions}</p>}
            {boleto.url && (
              <a href={boleto.url} target="_blank" rel="noreferrer" className="inline-block text-sm font-medium text-brand-800 underline underline-offset-2">
                Abrir boleto
              </a>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
