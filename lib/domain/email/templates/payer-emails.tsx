import { Button, Text } from "@react-email/components";

import type { EmailData } from "../email-data";
import { day, type EmailT, moment, money } from "../email-translator";
import { button, code } from "./email-layout";

type Props<K extends keyof EmailData> = { t: EmailT; data: EmailData[K] };

/** The boleto's digitable line and the link to pay it: in the instructions and in the reminder. */
function BoletoLine({ t, digitableLine, url }: { t: EmailT; digitableLine: string | null; url: string | null }) {
  return (
    <>
      {digitableLine && <Text>{t("payment_instructions.digitableLine")}</Text>}
      {digitableLine && <Text style={code}>{digitableLine}</Text>}
      {url && (
        <Button href={url} style={button}>
          {t("payment_instructions.open")}
        </Button>
      )}
    </>
  );
}

export function PaymentReceipt({ t, data }: Props<"payment_receipt">) {
  return (
    <>
      <Text>
        {t("payment_receipt.body", { amount: money(data.amount), company: data.company, paidAt: moment(data.paidAt) })}
      </Text>
      <Text>{t("transactionRef", { transactionId: String(data.transactionId) })}</Text>
      {data.card && <Text>{t("payment_receipt.card", data.card)}</Text>}
    </>
  );
}

export function RefundReceipt({ t, data }: Props<"refund_receipt">) {
  return (
    <>
      <Text>
        {t("refund_receipt.body", {
          amount: money(data.amount),
          company: data.company,
          refundedAt: moment(data.refundedAt),
        })}
      </Text>
      <Text>{t("transactionRef", { transactionId: String(data.transactionId) })}</Text>
      {data.refundedAmount !== data.amount && (
        <Text>{t("refund_receipt.total", { total: money(data.refundedAmount) })}</Text>
      )}
    </>
  );
}

export function PaymentInstructions({ t, data }: Props<"payment_instructions">) {
  return (
    <>
      <Text>
        {t("payment_instructions.body", {
          company: data.company,
          method: data.method,
          amount: money(data.amount),
          dueDate: day(data.dueDate),
        })}
      </Text>
      {data.pixCode && <Text>{t("payment_instructions.pixCode")}</Text>}
      {data.pixCode && <Text style={code}>{data.pixCode}</Text>}
      <BoletoLine t={t} digitableLine={data.digitableLine} url={data.url} />
    </>
  );
}

export function BoletoReminder({ t, data }: Props<"boleto_reminder">) {
  return (
    <>
      <Text>
        {t("boleto_reminder.body", { amount: money(data.amount), company: data.company, dueDate: day(data.dueDate) })}
      </Text>
      <BoletoLine t={t} digitableLine={data.digitableLine} url={data.url} />
    </>
  );
}
