import { ApiClientError } from "@/lib/client/api-client";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";

// The API (and so its zod schemas, shared with the forms) speaks English; merchants read pt-BR by
// default. Messages are translated only when shown, so the schemas stay the single source of the
// rules; in English the API's own message is shown. Components use useErrorText() (the locale).

type Rule = [RegExp, string | ((m: RegExpMatchArray) => string)];

const RULES: Rule[] = [
  [
    /^(is required|Invalid input: expected (string|boolean), received undefined|Too small: expected string to have >=1 characters?)$/,
    "Campo obrigatório.",
  ],
  [/(?:must have at most|expected string to have <=)\s*(\d+) characters/, (m) => `Use no máximo ${m[1]} caracteres.`],
  [/(?:must have at least|expected string to have >=)\s*(\d+) characters/, (m) => `Use pelo menos ${m[1]} caracteres.`],
  [/^(must be a valid email|Invalid email address)$/, "Informe um e-mail válido."],
  [/is not a valid CPF$/, "CPF inválido: confira os dígitos."],
  [/is not a valid CNPJ$/, "CNPJ inválido: confira os dígitos."],
  [/^invalid CPF\/CNPJ check digits$/, "CPF/CNPJ inválido: confira os dígitos."],
  [/must be a CPF \(11 digits\) or a CNPJ \(14 digits\)/, "Informe um CPF (11 dígitos) ou um CNPJ (14 dígitos)."],
  [/3-digit code/, "Informe o código do banco com 3 dígitos (ex.: 341)."],
  [/must have 1 to 5 digits, without its check digit/, "Use de 1 a 5 dígitos, sem o dígito verificador."],
  [/must have 1 to 13 digits, without its check digit/, "Use de 1 a 13 dígitos, sem o dígito verificador."],
  [/must be one digit or letter/, "Use um dígito ou uma letra."],
  [/must be 1 or 2 digits or letters/, "Use 1 ou 2 dígitos ou letras."],
  [/^must be an integer amount in cents$/, "Informe um valor em reais, por exemplo 150,00."],
  [/^Invalid input: expected number, received (NaN|undefined)$/, "Informe um número."],
  [/must be at least 1 cent/, "O valor deve ser maior que zero."],
  [/is above the maximum amount/, "Valor acima do máximo permitido (R$ 10 milhões)."],
  [/^(must be an integer|Invalid input: expected int, received number)$/, "Use um número inteiro."],
  [/expected number to be >=\s*(-?\d+)/, (m) => `O mínimo é ${m[1]}.`],
  [/expected number to be <=\s*(-?\d+)/, (m) => `O máximo é ${m[1]}.`],
  [
    /letters \(without accents\), digits, hyphens or underscores/,
    "Use de 3 a 64 letras sem acento, números, hífens ou sublinhados (_).",
  ],
  [/1 to 13 letters without accents, digits or spaces/, "Use de 1 a 13 letras sem acento, números ou espaços."],
  [/^cannot be negative$/, "Não pode ser negativo."],
  [/at least one payment method/, "Ative pelo menos um meio de pagamento (cartão, Pix ou boleto)."],
  [/is one of the most common passwords/, "Esta senha é uma das mais usadas: escolha outra."],
  [/cannot be above maxInstallments/, "Não pode passar do máximo de parcelas."],
  [/must be an 8-digit CEP/, "Informe um CEP com 8 dígitos."],
  [/must have 10 to 13 digits/, "Informe DDD e número."],
  [/send either bankAccountId or pixKey/, "Escolha conta bancária ou chave Pix, não os dois."],
  [/must be an http\(s\) URL/, "Informe uma URL http:// ou https:// válida."],
  [/^Invalid option/, "Escolha uma das opções."],
  [/A user with this email already exists/, "Já existe um usuário com este e-mail."],
  [/A company with this CNPJ\/CPF already exists/, "Já existe uma empresa com este CNPJ/CPF."],
  [/^The current password is not right$/, "A senha atual não confere."],
  [
    /^Turn on two-step sign-in for yourself first/,
    "Ative a verificação em duas etapas para você primeiro (menu da conta).",
  ],
  [/^The password is not right$/, "A senha não confere."],
  [/^The new password must differ from the current one$/, "A senha nova precisa ser diferente da atual."],
  [/^does not match the new password$/, "As senhas não conferem."],
  [/^The code does not match/, "O código não confere: confira o relógio do celular e tente o próximo código."],
  [/must be the 6 digits the authenticator shows/, "Informe os 6 dígitos que o app mostra."],
  [/^The alias .* is already in use$/, "Este alias já está em uso por outro link."],
  [/must keep at least one owner/, "A empresa precisa manter pelo menos um proprietário."],
  [/cannot delete your own user/, "Você não pode excluir o seu próprio usuário."],
  [
    /Only an owner can grant or change the owner role/,
    "Só um proprietário pode conceder ou alterar o papel de proprietário.",
  ],
  [
    /Transfers are disabled for this recipient/,
    "As transferências estão desativadas para este recebedor (configurações de transferência).",
  ],
  [/has no bank account/, "O recebedor não tem conta bancária: adicione uma ou use uma chave Pix."],
  [/document cannot be changed/, "O documento não pode ser alterado."],
  [/^percentages add up to more than 100$/, "As porcentagens somam mais de 100%."],
  [
    /^give 100 % away only with a recipient/,
    "Para repassar 100%, algum recebedor precisa pagar a taxa de processamento.",
  ],
  [/^appears twice$/, "Este recebedor aparece duas vezes."],
  [/^This payment link is sold out$/, "Este link esgotou."],
  [/^must be a PNG, JPEG, WebP or GIF image$/, "Envie uma imagem PNG, JPEG, WebP ou GIF."],
  [/^write what answers the dispute$/, "Escreva a resposta à disputa."],
  [/^send at most (\d+) files/, (m) => `Envie no máximo ${m[1]} arquivos.`],
  [/^is larger than (\d+) MB$/, (m) => `Arquivo maior que ${m[1]} MB.`],
  [/^must be a PDF, PNG or JPEG file$/, "Envie um arquivo PDF, PNG ou JPEG."],
  [/^is empty$/, "O arquivo está vazio."],
  [/^The deadline to answer this dispute has passed$/, "O prazo para responder a esta disputa terminou."],
  [/^This dispute's evidence was already submitted$/, "A resposta a esta disputa já foi enviada."],
];

/** A validation or business message in the dashboard's language (unknown messages are shown as they are). */
export function translateMessage(message: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === "en") return message.charAt(0).toUpperCase() + message.slice(1);
  for (const [pattern, text] of RULES) {
    const match = message.match(pattern);
    if (match) return typeof text === "string" ? text : text(match);
  }
  return message;
}

const EN: Record<string, string> = {
  unexpected: "Unexpected error. Try again.",
  bad_request: "Some fields are invalid: check the highlighted ones.",
  unauthorized: "Your session has expired. Sign in again.",
  forbidden: "Your user is not allowed to do this.",
  not_found: "Record not found.",
  insufficient_balance: "The available balance is not enough for this amount.",
  rate_limited: "Too many requests in a short time. Try again in a moment.",
};

/** What to tell the merchant about a failed request, in the dashboard's language. */
export function describeApiError(error: unknown, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === "en") {
    if (!(error instanceof ApiClientError)) return EN.unexpected;
    if (error.code === "internal_error")
      return `Internal server error. Reference for support: ${String(error.details.requestId ?? "—")}.`;
    return EN[error.code] ?? translateMessage(error.message, locale);
  }
  if (!(error instanceof ApiClientError)) return "Erro inesperado. Tente novamente.";
  switch (error.code) {
    case "bad_request":
      return "Alguns campos estão inválidos: confira os destaques.";
    case "unauthorized":
      return "Sua sessão expirou. Entre novamente.";
    case "forbidden":
      return "Seu usuário não tem permissão para esta ação.";
    case "not_found":
      return "Registro não encontrado.";
    case "insufficient_balance":
      return "Saldo disponível insuficiente para este valor.";
    case "rate_limited":
      return "Muitas requisições em pouco tempo. Tente de novo em instantes.";
    case "internal_error":
      return `Erro interno do servidor. Código para o suporte: ${String(error.details.requestId ?? "—")}.`;
    default:
      return translateMessage(error.message);
  }
}
