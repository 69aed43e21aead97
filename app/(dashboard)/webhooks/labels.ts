import type { BadgeTone } from "@/components/ui/badge";
import type { WebhookDeliveryStatus } from "@/lib/schemas/webhooks";

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, string> = { pending: "Pendente", succeeded: "Entregue", failed: "Falhou" };
export const DELIVERY_STATUS_TONES: Record<WebhookDeliveryStatus, BadgeTone> = { pending: "amber", succeeded: "green", failed: "red" };

// The subscription choices offered in the form; the API also accepts each exact event type.
export const EVENT_FILTER_OPTIONS = [
  { value: "transaction.*", label: "Todas as transações" },
  { value: "transaction.paid", label: "Transação paga" },
  { value: "transaction.refused", label: "Transação recusada" },
  { value: "transaction.waiting_payment", label: "Aguardando pagamento" },
  { value: "transaction.refunded", label: "Estornada" },
  { value: "transaction.partially_refunded", label: "Estorno parcial" },
  { value: "transaction.chargedback", label: "Chargeback" },
  { value: "transaction.canceled", label: "Cancelada" },
  { value: "transfer.*", label: "Todas as transferências" },
];

export function describeEvents(enabledEvents: string[]): string {
  if (enabledEvents.length === 0 || enabledEvents.includes("*")) return "Todos os eventos";
  return enabledEvents.join(", ");
}
