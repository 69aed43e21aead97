"use client";

import type { ReactNode } from "react";
import { IntlProvider } from "use-intl";

import { TIME_ZONE } from "@/lib/formats/time";
import type { Messages } from "@/lib/i18n/messages";

// Hosted checkout pages speak to Brazilian payers: always pt-BR, whatever language the merchant
// chose for their dashboard in this browser.
export function PayerLocale({ messages, children }: { messages: Messages; children: ReactNode }) {
  return (
    <IntlProvider locale="pt-BR" messages={messages} timeZone={TIME_ZONE}>
      {children}
    </IntlProvider>
  );
}
