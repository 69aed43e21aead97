import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { TransferStatus } from "@/lib/schemas/transfers";

export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  processing: "Em processamento",
  transferred: "Transferida",
  failed: "Falhou",
};

const TONES: Record<TransferStatus, BadgeTone> = { processing: "blue", transferred: "green", failed: "red" };

export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  return <Badge tone={TONES[status]}>{TRANSFER_STATUS_LABELS[status]}</Badge>;
}
