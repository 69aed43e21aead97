// The dashboard's side navigation, in display order. Add a page here when it exists:
// Visão geral, Clientes, Recebedores, Transferências, Links de pagamento, Webhooks, Configurações.
export type NavItem = { href: string; label: string };

export const NAV_ITEMS: NavItem[] = [
  { href: "/overview", label: "Visão geral" },
  { href: "/transactions", label: "Transações" },
  { href: "/customers", label: "Clientes" },
  { href: "/recipients", label: "Recebedores" },
  { href: "/transfers", label: "Transferências" },
  { href: "/payment-links", label: "Links de pagamento" },
  { href: "/webhooks", label: "Webhooks" },
  { href: "/settings", label: "Configurações" },
  { href: "/docs", label: "Documentação da API" },
];
