import type { Metadata } from "next";
import { notFound } from "next/navigation";
import QRCode from "qrcode";
import { cache } from "react";

import { getCheckout } from "@/lib/domain/checkout/get-checkout";

import { CheckoutView } from "./checkout-view";

type Props = { params: Promise<{ secureId: string }> };

const loadCheckout = cache((secureId: string) => getCheckout({ secureId }));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await loadCheckout((await params).secureId);
  return { title: view ? `Pagamento · ${view.merchantName}` : "Pagamento não encontrado" };
}

// /checkout/{secureId} – a transaction's secureUrl: its result, or how to pay it (Pix, boleto)
export default async function CheckoutPage({ params }: Props) {
  const view = await loadCheckout((await params).secureId);
  if (!view) notFound();
  const pixQrDataUrl =
    view.pix && view.status === "waiting_payment" && !view.isExpired
      ? await QRCode.toDataURL(view.pix.qrcode, { margin: 1, width: 448, errorCorrectionLevel: "M" })
      : null;
  return <CheckoutView view={view} pixQrDataUrl={pixQrDataUrl} />;
}
