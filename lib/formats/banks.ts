// The main Brazilian banks and payment institutions by COMPE code, for the bank pickers of the
// dashboard. Any 3-digit code is accepted by the API; this list only gives names to the usual ones.

export type Bank = { code: string; name: string };

export const BANKS: Bank[] = [
  { code: "001", name: "Banco do Brasil" },
  { code: "003", name: "Banco da Amazônia" },
  { code: "004", name: "Banco do Nordeste" },
  { code: "021", name: "Banestes" },
  { code: "033", name: "Santander" },
  { code: "037", name: "Banpará" },
  { code: "041", name: "Banrisul" },
  { code: "047", name: "Banese" },
  { code: "070", name: "BRB – Banco de Brasília" },
  { code: "077", name: "Banco Inter" },
  { code: "085", name: "Ailos" },
  { code: "104", name: "Caixa Econômica Federal" },
  { code: "121", name: "Agibank" },
  { code: "133", name: "Cresol" },
  { code: "136", name: "Unicred" },
  { code: "197", name: "Stone" },
  { code: "208", name: "BTG Pactual" },
  { code: "212", name: "Banco Original" },
  { code: "218", name: "Banco BS2" },
  { code: "237", name: "Bradesco" },
  { code: "246", name: "Banco ABC Brasil" },
  { code: "260", name: "Nu Pagamentos (Nubank)" },
  { code: "290", name: "PagSeguro (PagBank)" },
  { code: "318", name: "Banco BMG" },
  { code: "323", name: "Mercado Pago" },
  { code: "335", name: "Banco Digio" },
  { code: "336", name: "C6 Bank" },
  { code: "341", name: "Itaú Unibanco" },
  { code: "364", name: "Efí (Gerencianet)" },
  { code: "380", name: "PicPay" },
  { code: "389", name: "Banco Mercantil do Brasil" },
  { code: "403", name: "Cora" },
  { code: "422", name: "Banco Safra" },
  { code: "461", name: "Asaas" },
  { code: "536", name: "Neon Pagamentos" },
  { code: "623", name: "Banco Pan" },
  { code: "633", name: "Banco Rendimento" },
  { code: "637", name: "Banco Sofisa" },
  { code: "655", name: "Banco Votorantim (BV)" },
  { code: "707", name: "Banco Daycoval" },
  { code: "745", name: "Citibank" },
  { code: "748", name: "Sicredi" },
  { code: "756", name: "Sicoob" },
];

const BY_CODE = new Map(BANKS.map((b) => [b.code, b]));

export function findBank(code: string): Bank | undefined {
  return BY_CODE.get(code.trim());
}

/**
 * "341 · Itaú Unibanco", or `unknownBank(code)` ("Banco 999", in the dashboard's language) for a
 * code outside the list.
 */
export function bankLabel(code: string, unknownBank: (code: string) => string): string {
  const bank = findBank(code);
  return bank ? `${bank.code} · ${bank.name}` : unknownBank(code);
}
