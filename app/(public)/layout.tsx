import type { Metadata } from "next";
import type { ReactNode } from "react";

import { PayerLocale } from "@/components/i18n/payer-locale";
import { MESSAGES } from "@/lib/i18n/messages";

// Hosted pages for payers: no login, no dashboard chrome, not indexed, no third-party anything.
export const metadata: Metadata = {
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div lang="pt-BR" className="flex min-h-dvh flex-col">
      <main className="w-full flex-1 px-4 py-8 sm:py-12">
        <PayerLocale messages={MESSAGES["pt-BR"]}>{children}</PayerLocale>
      </main>
      <footer className="pb-6 text-center text-xs text-stone-600 print:hidden">
        Pagamento processado com segurança pela <span className="font-semibold text-stone-700">Colmeia</span>
      </footer>
    </div>
  );
}
