"use client";

import { CopyButton } from "@/components/ui/copy-button";

import { Countdown } from "./countdown";

type Props = { qrcode: string; expirationDate: string; qrDataUrl: string | null };

/** Scan or copy-and-paste, with the time left. The page stops showing it once the time runs out (checkout-view.tsx). */
export function PixPanel({ qrcode, expirationDate, qrDataUrl }: Props) {
  return (
    <section aria-labelledby="pix-title" className="space-y-4">
      <h2 id="pix-title" className="text-base font-semibold text-stone-900">
        Pague com Pix
      </h2>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-700">
        <li>Abra o app do seu banco e escolha pagar com Pix.</li>
        <li>Escaneie o QR code ou cole o código copia e cola.</li>
        <li>Confirme o pagamento: esta página se atualiza sozinha.</li>
      </ol>
      {qrDataUrl && (
        // a data: URL drawn on the server from pix.qrcode; nothing is fetched from elsewhere
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={qrDataUrl}
          alt="QR code Pix para pagamento"
          width={224}
          height={224}
          className="mx-auto size-56 rounded-md ring-1 ring-stone-200"
        />
      )}
      <div className="space-y-2">
        <label htmlFor="pix-code" className="block text-sm font-medium text-stone-700">
          Pix copia e cola
        </label>
        <textarea
          id="pix-code"
          readOnly
          rows={3}
          value={qrcode}
          onFocus={(e) => e.currentTarget.select()}
          className="block w-full resize-none rounded-md bg-stone-50 p-2 font-mono text-xs text-stone-800 ring-1 ring-inset ring-stone-300"
        />
        <CopyButton value={qrcode} label="Copiar código Pix" copiedLabel="Código copiado!" />
      </div>
      <p className="text-sm text-stone-700">
        O código expira em{" "}
        <strong className="font-semibold tabular-nums">
          <Countdown until={expirationDate} />
        </strong>
      </p>
    </section>
  );
}
