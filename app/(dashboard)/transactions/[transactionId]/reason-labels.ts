// Decline and transition reasons as merchants read them; unknown codes are shown as they are.
const REASON_LABELS: Record<string, string> = {
  card_declined: "Cartão recusado pelo emissor",
  insufficient_funds: "Saldo insuficiente",
  expired_card: "Cartão vencido",
  invalid_cvv: "CVV inválido",
  do_not_honor: "Não autorizado pelo emissor",
  suspected_fraud: "Suspeita de fraude",
  processing_error: "Erro de processamento",
  chargeback: "Contestação (chargeback)",
  expired: "Expirou sem pagamento",
  refund: "Estorno total",
};

export function reasonLabel(reason: string): string {
  return REASON_LABELS[reason] ?? reason;
}
