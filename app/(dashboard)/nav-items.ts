// The dashboard's side navigation, in display order. Add a page here when it exists:
// Visão geral, Transações, Disputas, Clientes, Recebedores, Financeiro (Extrato, Recebíveis, Relatórios,
// Transferências, Arquivos de pagamento, Arquivos de boleto), Links de pagamento, Webhooks, Configurações.
import type { Messages } from "@/lib/i18n/messages";

// label: a key of the "nav" messages
export type NavItem = { href: string; label: keyof Messages["nav"] };
// a labelled group of pages (the "Financeiro" area: where the money is and when it arrives)
export type NavGroup = { group: keyof Messages["nav"]; items: NavItem[] };

export const NAV_ITEMS: (NavItem | NavGroup)[] = [
  { href: "/overview", label: "overview" },
  { href: "/transactions", label: "transactions" },
  { href: "/disputes", label: "disputes" },
  { href: "/customers", label: "customers" },
  { href: "/recipients", label: "recipients" },
  {
    group: "finance",
    items: [
      { href: "/statement", label: "statement" },
      { href: "/receivables", label: "receivables" },
      // reconciliation: settlements, fees, splits and the receivables schedule, with their files
      { href: "/reports", label: "reports" },
      { href: "/transfers", label: "transfers" },
      // CNAB 240 payment remessas and retornos: the daily cycle that pays transfers out
      { href: "/payout-files", label: "payoutFiles" },
      // CNAB 240 remessas and retornos: the daily cycle that registers boletos and settles them
      { href: "/boleto-files", label: "boletoFiles" },
    ],
  },
  { href: "/payment-links", label: "paymentLinks" },
  { href: "/webhooks", label: "webhooks" },
  { href: "/settings", label: "settings" },
  { href: "/docs", label: "docs" },
];
