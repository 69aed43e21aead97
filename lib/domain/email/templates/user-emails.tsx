import { Button, Text } from "@react-email/components";

import type { EmailData } from "../email-data";
import { type EmailT, moment, money } from "../email-translator";
import { button, code, muted } from "./email-layout";

type Props<K extends keyof EmailData> = { t: EmailT; data: EmailData[K] };

export function DisputeOpened({ t, data }: Props<"dispute_opened">) {
  return (
    <>
      <Text>{t("dispute_opened.body", { amount: money(data.amount), transactionId: String(data.transactionId) })}</Text>
      <Text>{t("dispute_opened.deadline", { deadline: moment(data.deadline) })}</Text>
      <Button href={data.url} style={button}>
        {t("dispute_opened.open")}
      </Button>
    </>
  );
}

export function TransferFailed({ t, data }: Props<"transfer_failed">) {
  return (
    <>
      <Text>{t("transfer_failed.body", { transferId: String(data.transferId), amount: money(data.amount) })}</Text>
      {data.reason && <Text>{t("transfer_failed.reason", { reason: data.reason })}</Text>}
    </>
  );
}

export function WebhookEndpointDisabled({ t, data }: Props<"webhook_endpoint_disabled">) {
  return <Text>{t("webhook_endpoint_disabled.body", { url: data.url })}</Text>;
}

export function NewSignIn({ t, data }: Props<"new_sign_in">) {
  return (
    <>
      <Text>{t("new_sign_in.body", { at: moment(data.at), ip: data.ip })}</Text>
      <Text>{t("new_sign_in.notYou")}</Text>
    </>
  );
}

export function OneTimeLink({
  t,
  data,
  kind,
}: {
  t: EmailT;
  data: EmailData["password_reset"];
  kind: "password_reset" | "member_invite";
}) {
  return (
    <>
      <Text>{t(`${kind}.body`, { expiresAt: moment(data.expiresAt) })}</Text>
      {data.url && (
        <Button href={data.url} style={button}>
          {t(`${kind}.open`)}
        </Button>
      )}
      {data.url && <Text style={code}>{data.url}</Text>}
      {kind === "password_reset" && <Text style={muted}>{t("password_reset.ignore")}</Text>}
    </>
  );
}
