import "server-only";

import { render } from "@react-email/components";
import type { ReactNode } from "react";

import type { EmailKind } from "@/lib/schemas/email";

import type { EmailData, EmailOf } from "./email-data";
import { type EmailT, emailTranslator } from "./email-translator";
import { EmailLayout } from "./templates/email-layout";
import { BoletoReminder, PaymentInstructions, PaymentReceipt, RefundReceipt } from "./templates/payer-emails";
import {
  DisputeOpened,
  NewSignIn,
  OneTimeLink,
  TransferFailed,
  WebhookEndpointDisabled,
} from "./templates/user-emails";

function body(t: EmailT, email: EmailOf): ReactNode {
  switch (email.kind) {
    case "payment_receipt":
      return <PaymentReceipt t={t} data={email.data} />;
    case "refund_receipt":
      return <RefundReceipt t={t} data={email.data} />;
    case "payment_instructions":
      return <PaymentInstructions t={t} data={email.data} />;
    case "boleto_reminder":
      return <BoletoReminder t={t} data={email.data} />;
    case "dispute_opened":
      return <DisputeOpened t={t} data={email.data} />;
    case "transfer_failed":
      return <TransferFailed t={t} data={email.data} />;
    case "webhook_endpoint_disabled":
      return <WebhookEndpointDisabled t={t} data={email.data} />;
    case "new_sign_in":
      return <NewSignIn t={t} data={email.data} />;
    case "password_reset":
    case "member_invite":
      return <OneTimeLink t={t} data={email.data} kind={email.kind} />;
  }
}

function title(t: EmailT, email: EmailOf): string {
  if (email.kind === "member_invite") return t("member_invite.title", { company: email.data.company });
  if (email.kind === "payment_instructions") return t("payment_instructions.title", { method: email.data.method });
  return t(`${email.kind}.title`);
}

/** The message as HTML and as its plain-text alternative, from one React template. */
export async function renderEmail(
  locale: string,
  kind: EmailKind,
  data: unknown,
): Promise<{ html: string; text: string }> {
  const t = emailTranslator(locale);
  const email = { kind, data } as EmailOf;
  const company = (data as EmailData[EmailKind]).company;
  const element = (
    <EmailLayout t={t} lang={locale} company={company} title={title(t, email)}>
      {body(t, email)}
    </EmailLayout>
  );
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
