import "server-only";

import { cookies } from "next/headers";
import { createTranslator } from "use-intl/core";

import { TIME_ZONE } from "@/lib/formats/time";

import { type Locale, LOCALE_COOKIE, toLocale } from "./config";
import { MESSAGES, type Messages } from "./messages";

type Namespace = keyof Messages;

/** The dashboard language of this request (the locale cookie, else pt-BR). */
export async function getLocale(): Promise<Locale> {
  return toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
}

/** `t` for server components: `const t = await getTranslations("transactions")`. */
export async function getTranslations<N extends Namespace>(namespace: N) {
  const locale = await getLocale();
  return createTranslator({ locale, messages: MESSAGES[locale], namespace, timeZone: TIME_ZONE });
}
