"use client";

import { useLocale } from "use-intl";

import { describeApiError, translateMessage } from "@/lib/client/forms/messages";

/** translateMessage and describeApiError in the language the merchant chose. */
export function useErrorText() {
  const locale = useLocale();
  return {
    locale,
    translateMessage: (message: string) => translateMessage(message, locale),
    describeApiError: (error: unknown) => describeApiError(error, locale),
  };
}
