import type { SelectOption } from "@/components/ui/select";
import { METHOD_LABELS } from "@/components/transactions/method-label";
import { STATUS_LABELS } from "@/components/transactions/status-badge";
import { paymentMethods, type TransactionStatus } from "@/lib/schemas/transactions";

// Most common first, the way merchants scan for them.
const STATUS_ORDER: TransactionStatus[] = [
  "paid", "waiting_payment", "processing", "authorized", "refused", "refunded", "pending_refund", "canceled", "chargedback", "in_protest", "partially_paid",
];

export const STATUS_OPTIONS: SelectOption[] = STATUS_ORDER.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
export const METHOD_OPTIONS: SelectOption[] = paymentMethods.map((m) => ({ value: m, label: METHOD_LABELS[m] }));

export const DELIVERY_OPTIONS: SelectOption[] = [
  { value: "", label: "Todas" },
  { value: "waiting", label: "Aguardando envio" },
  { value: "in_transit", label: "Em trânsito" },
  { value: "delivered", label: "Entregue" },
];

export const INSTALLMENT_OPTIONS: SelectOption[] = [
  { value: "", label: "Todas" },
  ...Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: i === 0 ? "À vista (1x)" : `${i + 1}x` })),
];

export const TRACEABLE_OPTIONS: SelectOption[] = [
  { value: "", label: "Todas" },
  { value: "true", label: "Sim" },
  { value: "false", label: "Não" },
];

export const PAGE_SIZE_OPTIONS: SelectOption[] = ["20", "50", "100"].map((v) => ({ value: v, label: v }));
