import type { Locale } from "./config";
import enAudit from "./messages/en/audit.json";
import enBankFiles from "./messages/en/bank-files.json";
import enBoletoFiles from "./messages/en/boleto-files.json";
import enCommon from "./messages/en/common.json";
import enDisputes from "./messages/en/disputes.json";
import enEmail from "./messages/en/email.json";
import enOverview from "./messages/en/overview.json";
import enPaymentLinks from "./messages/en/payment-links.json";
import enPayoutFiles from "./messages/en/payout-files.json";
import enRecipients from "./messages/en/recipients.json";
import enReports from "./messages/en/reports.json";
import enSettings from "./messages/en/settings.json";
import enSignup from "./messages/en/signup.json";
import enTransactions from "./messages/en/transactions.json";
import ptAudit from "./messages/pt-BR/audit.json";
import ptBankFiles from "./messages/pt-BR/bank-files.json";
import ptBoletoFiles from "./messages/pt-BR/boleto-files.json";
import ptCommon from "./messages/pt-BR/common.json";
import ptDisputes from "./messages/pt-BR/disputes.json";
import ptEmail from "./messages/pt-BR/email.json";
import ptOverview from "./messages/pt-BR/overview.json";
import ptPaymentLinks from "./messages/pt-BR/payment-links.json";
import ptPayoutFiles from "./messages/pt-BR/payout-files.json";
import ptRecipients from "./messages/pt-BR/recipients.json";
import ptReports from "./messages/pt-BR/reports.json";
import ptSettings from "./messages/pt-BR/settings.json";
import ptSignup from "./messages/pt-BR/signup.json";
import ptTransactions from "./messages/pt-BR/transactions.json";

// One JSON file per dashboard area and language; each file owns its top-level namespaces
// (common: shell, login, shared components; overview; reports: the reconciliation reports;
// transactions; recipients: recipients and transfers; disputes; payment-links: payment links and
// customers; settings: settings and webhooks; audit: the audit log; email: the e-mails' own words
// and the e-mails page; bank-files: the CNAB 240 files
// page both rails share; boleto-files, payout-files: each rail's own wording of it).
// The English catalogue must have exactly the keys of the Portuguese one (typed here, and checked
// both ways by messages.test.ts).
const ptBR = {
  ...ptCommon,
  ...ptOverview,
  ...ptReports,
  ...ptTransactions,
  ...ptDisputes,
  ...ptRecipients,
  ...ptBankFiles,
  ...ptBoletoFiles,
  ...ptPayoutFiles,
  ...ptPaymentLinks,
  ...ptSettings,
  ...ptAudit,
  ...ptSignup,
  ...ptEmail,
};
export type Messages = typeof ptBR;

const en: Messages = {
  ...enCommon,
  ...enOverview,
  ...enReports,
  ...enTransactions,
  ...enDisputes,
  ...enRecipients,
  ...enBankFiles,
  ...enBoletoFiles,
  ...enPayoutFiles,
  ...enPaymentLinks,
  ...enSettings,
  ...enAudit,
  ...enSignup,
  ...enEmail,
};

export const MESSAGES: Record<Locale, Messages> = { "pt-BR": ptBR, en };
