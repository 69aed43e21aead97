import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { TransactionStatus } from "@/lib/schemas/transactions";

export const STATUS_LABELS: Record<TransactionStatus, string> = {
  paid: "Pago",
  refused: "Recusado",
  refunded: "Estornado",
  waiting_payment: "Aguardando pagamento",
  canceled: "Cancelado",
  processing: "Processando",
  authorized: "Autorizado",
  chargedback: "Chargeback",
  in_protest: "Em protesto",
  partially_paid: "Parcialmente pago",
  pending_refund: "Estorno pendente",
};

const STATUS_TONES: Record<TransactionStatus, BadgeTone> = {
  paid: "green",
  refused: "red",
  refunded: "violet",
  waiting_payment: "amber",
  canceled: "gray",
  processing: "blue",
  authorized: "sky",
  chargedback: "rose",
  in_protest: "orange",
  partially_paid: "lime",
  pending_refund: "violet",
};

function isKnownStatus(status: string): status is TransactionStatus {
  return status in STATUS_LABELS;
}

export function statusLabel(status: string): string {
  return isKnownStatus(status) ? STATUS_LABELS[status] : status;
}

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={isKnownStatus(status) ? STATUS_TONES[status] : "gray"}>{statusLabel(status)}</Badge>;
}
