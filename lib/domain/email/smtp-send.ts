import "server-only";

import nodemailer, { type Transporter } from "nodemailer";

// One pooled transport per SMTP_URL for the life of the process.
const transports = new Map<string, Transporter>();

function transport(url: string, timeoutMs: number): Transporter {
  let t = transports.get(url);
  if (!t) {
    t = nodemailer.createTransport(url, {
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    transports.set(url, t);
  }
  return t;
}

export type SmtpResult = { ok: true; messageId: string } | { ok: false; isPermanent: boolean; error: string };

/**
 * Hands one message to the SMTP server. A 5xx answer is permanent (the address or the message is
 * refused: retrying cannot help); a 4xx answer, a refused or dropped connection or a timeout is
 * temporary and retried.
 */
export async function smtpSend(
  url: string,
  timeoutMs: number,
  message: { from: { name: string; address: string }; to: string; subject: string; html: string; text: string },
): Promise<SmtpResult> {
  try {
    const info = await transport(url, timeoutMs).sendMail(message);
    const rejected = (info.rejected ?? []).length > 0;
    if (rejected) return { ok: false, isPermanent: true, error: `rejected: ${String(info.response ?? "")}` };
    return { ok: true, messageId: info.messageId };
  } catch (e) {
    const err = e as { responseCode?: number; response?: string; code?: string; message?: string };
    const code = err.responseCode;
    const isPermanent = code !== undefined && code >= 500 && code < 600;
    const error = (err.response ?? `${err.code ?? "error"}: ${err.message ?? String(e)}`).slice(0, 500);
    return { ok: false, isPermanent, error };
  }
}
