// What the payer reads: refusal reasons and API errors in plain pt-BR, never an internal code.

const REFUSAL_MESSAGES: Record<string, string> = {
  card_declined: "O banco emissor recusou o pagamento. Tente outro cartão ou fale com o seu banco.",
  insufficient_funds: "Saldo ou limite insuficiente. Tente outro cartão.",
  expired_card: "O cartão está vencido. Confira a validade ou use outro cartão.",
  invalid_cvv: "O código de segurança (CVV) não confere. Confira os dados do cartão.",
  suspected_fraud: "O pagamento foi bloqueado por segurança. Fale com o seu banco ou use outro cartão.",
  do_not_honor: "O banco emissor não autorizou o pagamento. Fale com o seu banco ou use outro cartão.",
  processing_error: "Não conseguimos processar o pagamento agora. Tente novamente em alguns minutos.",
};

export function refusalMessage(reason: string | null): string {
  return (reason && REFUSAL_MESSAGES[reason]) ?? "O pagamento não foi autorizado. Tente outro cartão.";
}

const ERROR_MESSAGES: Record<string, string> = {
  rate_limited: "Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.",
  invalid_card: "Número de cartão inválido. Confira os dados do cartão.",
  invalid_card_hash: "Os dados do cartão expiraram. Envie o pagamento novamente.",
  not_found: "Este link de pagamento não está mais disponível.",
  unprocessable_entity: "Esta forma de pagamento não está disponível para este link.",
  network_error: "Não foi possível contatar o servidor. Verifique a sua conexão e tente novamente.",
  bad_request: "Confira os dados informados.",
};

export function payerErrorMessage(code: string): string {
  return ERROR_MESSAGES[code] ?? "Não foi possível concluir o pagamento. Tente novamente.";
}
