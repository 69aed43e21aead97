import type { ReactNode } from "react";
import { SettingsTabs } from "./settings-tabs";

// /settings/* – the company profile, API keys and team, one tab each.
export default function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-stone-900">Configurações</h1>
        <p className="mt-1 text-sm text-stone-600">Dados da empresa, chaves de acesso à API e usuários do painel.</p>
      </header>
      <SettingsTabs />
      {children}
    </div>
  );
}
