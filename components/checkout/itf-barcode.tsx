import { itfBars } from "@/lib/formats/itf25";

/** The boleto's 44-digit barcode as an SVG (Interleaved 2 of 5), sharp on screen and on paper. */
export function ItfBarcode({ digits, className }: { digits: string; className?: string }) {
  const { bars, totalWidth } = itfBars(digits);
  return (
    <svg
      viewBox={`0 0 ${totalWidth} 50`}
      preserveAspectRatio="none"
      role="img"
      aria-label={`Código de barras do boleto: ${digits}`}
      data-testid="boleto-barcode"
      shapeRendering="crispEdges"
      className={className}
    >
      <rect x="0" y="0" width={totalWidth} height="50" fill="#fff" />
      {bars.map((b) => (
        <rect key={b.x} x={b.x} y="0" width={b.width} height="50" fill="#000" />
      ))}
    </svg>
  );
}
