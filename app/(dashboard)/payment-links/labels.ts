import type { PaymentLink } from "@/lib/queries/payment-links";

export const LINK_STATUS_LABELS: Record<PaymentLink["status"], string> = { active: "Ativo", inactive: "Inativo", deleted: "Excluído" };

/** "Cartão até 12x · Pix · Boleto": the methods a link offers. */
export function describeMethods(s: PaymentLink["settings"]): string {
  const methods = [
    s.card.enabled && (s.card.maxInstallments > 1 ? `Cartão até ${s.card.maxInstallments}x` : "Cartão"),
    s.pix.enabled && "Pix",
    s.boleto.enabled && "Boleto",
  ].filter(Boolean);
  return methods.join(" · ");
}
