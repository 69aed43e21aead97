import { methodLabel } from "@/components/transactions/labels";
import { Card, CardContent, CardHeader, DescriptionList } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { formatDigitableLine } from "@/lib/formats/boleto";
import { cardBrandName } from "@/lib/formats/card-brand";
import { formatBRL } from "@/lib/formats/money";
import { formatDateBR, formatDateTimeBR } from "@/lib/formats/time";
import { getTranslations } from "@/lib/i18n/server";
import type { Transaction } from "@/lib/schemas/transactions";

import { getReasonLabel } from "./reason-labels";

type Pix = { qrcode: string; expirationDate: string; end2EndId?: string };
type Boleto = NonNullable<Transaction["boleto"]>;
const REGISTRATIONS = ["pending", "registered", "rejected", "written_off"] as const;

function safeDigitableLine(line: string) {
  try {
    return formatDigitableLine(line);
  } catch {
    return line;
  }
}

// A Pix code is offered only while it can still be paid: waiting, and before its expiry (the expiry
// worker may not have canceled it yet). Read at the request's time: the page renders per request.
function isStillPayable(status: string, expirationDate: string): boolean {
  return status === "waiting_payment" && Date.parse(expirationDate) > Date.now();
}

/** How the customer pays: card safe fields, the Pix code and QR, or the boleto line. */
export async function PaymentCard({
  transaction: t,
  pixQrDataUrl,
}: {
  transaction: Transaction;
  pixQrDataUrl: string | null;
}) {
  const tDetail = await getTranslations("transactionDetail");
  const tMethod = await getTranslations("paymentMethod");
  const reasonLabel = await getReasonLabel();
  const pix = t.pix as Pix | null;
  const isPixPayable = pix !== null && isStillPayable(t.status, pix.expirationDate);
  const boleto = t.boleto as Boleto | null;
  return (
    <Card aria-labelledby="pagamento">
      <CardHeader id="pagamento" title={tDetail("payment.title", { method: methodLabel(t.paymentMethod, tMethod) })} />
      <CardContent className="space-y-4">
        {t.refusedReason && (
          <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-inset ring-red-200">
            {tDetail("payment.refusedReason", { reason: reasonLabel(t.refusedReason) })}
          </p>
        )}
        {t.card && (
          <DescriptionList
            items={[
              {
                label: tDetail("payment.brand"),
                // brand names are the same in every language; "unknown" is worded in the dashboard's
                value:
                  cardBrandName(t.card.brand) ??
                  (t.card.brand === "unknown" ? tDetail("payment.otherBrand") : t.card.brand),
              },
              {
                label: tDetail("payment.number"),
                value: (
                  <span className="font-mono">{`${t.card.firstDigits.slice(0, 4)} ${t.card.firstDigits.slice(4)}•• •••• ${t.card.lastDigits}`}</span>
                ),
              },
              { label: tDetail("payment.holder"), value: t.card.holderName },
              {
                label: tDetail("payment.expiry"),
                value: `${String(t.card.expirationMonth).padStart(2, "0")}/${t.card.expirationYear}`,
              },
              { label: tDetail("payment.installments"), value: `${t.installments}x` },
              // what the acquirer said, as it said it
              ...(t.acquirerName
                ? [
                    {
                      label: tDetail("payment.acquirer"),
                      value: [t.acquirerName, t.acquirerResponseCode, t.acquirerResponseMessage]
                        .filter(Boolean)
                        .join(" · "),
                    },
                  ]
                : []),
              ...(
                [
                  ["tid", t.tid],
                  ["nsu", t.nsu],
                  ["authorizationCode", t.authorizationCode],
                ] as const
              )
                .filter(([, value]) => value)
                .map(([key, value]) => ({
                  label: tDetail(`payment.${key}`),
                  value: <span className="font-mono">{value}</span>,
                })),
            ]}
          />
        )}
        {pix && !isPixPayable && (
          // paid, expired or canceled: the code can no longer be paid, so it is not offered
          <div className="space-y-1 text-sm text-stone-700">
            <p>
              {t.status === "waiting_payment" || t.status === "canceled"
                ? tDetail("payment.pixExpired", { date: formatDateTimeBR(pix.expirationDate) })
                : tDetail("payment.pixClosed")}
            </p>
            {pix.end2EndId && (
              <p className="text-stone-600">
                {tDetail("payment.endToEnd")} <span className="font-mono">{pix.end2EndId}</span>
              </p>
            )}
          </div>
        )}
        {pix && isPixPayable && (
          <div className="flex flex-col gap-4 sm:flex-row">
            {pixQrDataUrl && (
              // a data: URL drawn on the server; next/image would add nothing here
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={pixQrDataUrl}
                alt={tDetail("payment.pixQrAlt")}
                width={176}
                height={176}
                className="size-44 shrink-0 rounded-md ring-1 ring-stone-200"
              />
            )}
            <div className="min-w-0 flex-1 space-y-2">
              <label htmlFor="pix-copia-e-cola" className="block text-sm font-medium text-stone-700">
                {tDetail("payment.pixCopyPaste")}
              </label>
              <textarea
                id="pix-copia-e-cola"
                readOnly
                rows={4}
                value={pix.qrcode}
                className="block w-full resize-none rounded-md bg-stone-50 p-2 font-mono text-xs text-stone-800 ring-1 ring-inset ring-stone-300"
              />
              <CopyButton value={pix.qrcode} label={tDetail("payment.copyPix")} />
              <p className="text-sm text-stone-600">
                {tDetail("payment.pixExpires", { date: formatDateTimeBR(pix.expirationDate) })}
              </p>
              {pix.end2EndId && (
                <p className="text-sm text-stone-600">
                  {tDetail("payment.endToEnd")} <span className="font-mono">{pix.end2EndId}</span>
                </p>
              )}
            </div>
          </div>
        )}
        {boleto && (
          <div className="space-y-2">
            <p className="text-sm font-medium text-stone-700">{tDetail("payment.digitableLine")}</p>
            <p className="break-all rounded-md bg-stone-50 p-2 font-mono text-sm text-stone-900 ring-1 ring-inset ring-stone-300">
              {safeDigitableLine(boleto.digitableLine)}
            </p>
            <CopyButton value={boleto.digitableLine} label={tDetail("payment.copyDigitableLine")} />
            <p className="text-sm text-stone-600">
              {tDetail("payment.dueDate", { date: formatDateBR(boleto.expirationDate) })}
            </p>
            {boleto.instructions && (
              <p className="text-sm text-stone-600">
                {tDetail("payment.instructions", { instructions: boleto.instructions })}
              </p>
            )}
            <BankState boleto={boleto} tDetail={tDetail} />
            {boleto.url && (
              <a
                href={boleto.url}
                target="_blank"
                rel="noreferrer"
                className="inline-block text-sm font-medium text-brand-800 underline underline-offset-2"
              >
                {tDetail("payment.openBoleto")}
              </a>
            )}
            {boleto.url && t.status === "waiting_payment" && (
              <a
                href={`${boleto.url}/pdf`}
                download
                className="ml-4 inline-block text-sm font-medium text-brand-800 underline underline-offset-2"
              >
                {tDetail("payment.downloadBoletoPdf")}
              </a>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** What the bank's retornos said of the boleto: registration, reason, dates, fee, and what to look into. */
function BankState({
  boleto,
  tDetail,
}: {
  boleto: Boleto;
  tDetail: Awaited<ReturnType<typeof getTranslations<"transactionDetail">>>;
}) {
  if (!boleto.registration || !REGISTRATIONS.includes(boleto.registration)) return null;
  const lines = [
    tDetail("payment.bankStatus", { status: tDetail(`payment.registration_${boleto.registration}`) }),
    boleto.rejectReason && tDetail("payment.bankRejectReason", { reason: boleto.rejectReason }),
    boleto.paidDate && tDetail("payment.bankPaidOn", { date: formatDateBR(boleto.paidDate) }),
    boleto.creditDate && tDetail("payment.bankCreditOn", { date: formatDateBR(boleto.creditDate) }),
    boleto.bankFee != null && tDetail("payment.bankFee", { amount: formatBRL(boleto.bankFee) }),
  ].filter((l): l is string => Boolean(l));
  return (
    <div className="space-y-1 text-sm text-stone-600" data-testid="boleto-bank-state">
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
      {boleto.note && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-inset ring-amber-200">
          {tDetail("payment.bankNote", { note: boleto.note })}
        </p>
      )}
    </div>
  );
}
