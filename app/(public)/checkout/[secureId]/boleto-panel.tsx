import { ItfBarcode } from "@/components/checkout/itf-barcode";
import { buttonClasses } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { formatDigitableLine } from "@/lib/formats/boleto";
import { formatDateBR } from "@/lib/formats/time";

type Props = { secureId: string; barcode: string; digitableLine: string; expirationDate: string };

/** The line to type or paste in a bank app, the barcode to scan, and the printable slip. */
export function BoletoPanel({ secureId, barcode, digitableLine, expirationDate }: Props) {
  return (
    <section aria-labelledby="boleto-title" className="space-y-4">
      <h2 id="boleto-title" className="text-base font-semibold text-stone-900">
        Pague com boleto
      </h2>
      <p className="text-sm text-stone-700">
        Vencimento: <strong className="font-semibold">{formatDateBR(expirationDate)}</strong>. Pague no app do seu
        banco, no internet banking ou em uma lotérica.
      </p>
      <div className="space-y-2">
        <p className="text-sm font-medium text-stone-700">Linha digitável</p>
        <p
          className="break-words rounded-md bg-stone-50 p-2 font-mono text-sm text-stone-900 ring-1 ring-inset ring-stone-300"
          data-testid="boleto-line"
        >
          {formatDigitableLine(digitableLine)}
        </p>
        <CopyButton value={digitableLine} label="Copiar linha digitável" copiedLabel="Linha copiada!" />
      </div>
      <ItfBarcode digits={barcode} className="h-16 w-full" />
      <a
        href={`/checkout/${encodeURIComponent(secureId)}/boleto`}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: "secondary" })}
      >
        Imprimir boleto
      </a>
    </section>
  );
}
