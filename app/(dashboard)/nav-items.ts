// The dashboard's side navigation, in display order. Add a page here when it exists:
// Visão geral, Clientes, Recebedores, Transferências, Links de pagamento, Webhooks, Configurações.
export type NavItem = { href: string; label: string };

export const NAV_ITEMS: NavItem[] = [
  { href: "/transactions", label: "Transações" },
];
