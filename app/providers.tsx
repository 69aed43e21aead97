"use client";

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SessionProvider } from "next-auth/react";
import { type ReactNode, useState } from "react";
import { IntlProvider } from "use-intl";

import { ApiClientError } from "@/lib/client/api-client";
import { TIME_ZONE } from "@/lib/formats/time";
import { type Locale } from "@/lib/i18n/config";
import type { Messages } from "@/lib/i18n/messages";

// An expired session shows up as a 401 from /v1: send the user back to the login page.
function onApiError(error: unknown) {
  if (error instanceof ApiClientError && error.status === 401 && typeof window !== "undefined")
    window.location.assign("/login");
}

function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onApiError }),
    mutationCache: new MutationCache({ onError: onApiError }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // a 4xx will not change by asking again; network errors and 5xx get two more tries
        retry: (count, error) =>
          !(error instanceof ApiClientError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

export function Providers({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <SessionProvider refetchOnWindowFocus={false}>
      <IntlProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </IntlProvider>
    </SessionProvider>
  );
}
