import "./globals.css";

import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { MESSAGES } from "@/lib/i18n/messages";
import { getLocale } from "@/lib/i18n/server";

import { Providers } from "./providers";

export const metadata: Metadata = {
  title: { default: "Colmeia", template: "%s · Colmeia" },
  description: "Gateway de pagamentos: cartão, Pix e boleto.",
};

export const viewport: Viewport = { themeColor: "#f59e0b", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <html lang={locale}>
      <body className="min-h-dvh font-sans">
        <Providers locale={locale} messages={MESSAGES[locale]}>
          {children}
        </Providers>
      </body>
    </html>
  );
}
