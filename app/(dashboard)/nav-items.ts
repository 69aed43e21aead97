// The dashboard's side navigation, in display order. Add a page here when it exists:
// Visão geral, Transações, Clientes, Recebedores, Transferências, Extrato, Recebíveis, Links de pagamento, Webhooks,
// Configurações.
import type { Messages } from "@/lib/i18n/messages";

// label: a key of the "nav" messages
export type NavItem = { href: string; label: keyof Messages["nav"] };

export const NAV_ITEMS: NavItem[] = [
  { href: "/overview", label: "overview" },
  { href: "/transactions", label: "transactions" },
  { href: "/customers", label: "customers" },
  { href: "/recipients", label: "recipients" },
  { href: "/transfers", label: "transfers" },
  { href: "/statement", label: "statement" },
  { href: "/receivables", label: "receivables" },
  { href: "/payment-links", label: "paymentLinks" },
  { href: "/webhooks", label: "webhooks" },
  { href: "/settings", label: "settings" },
  { href: "/docs", label: "docs" },
];
