import "server-only";

import { runSql, sql } from "@/lib/platform/sql";

import { TXID } from "../api-pix/schemas";
import { iso } from "./psp-http";

// The built-in PSP's rows as the handlers read them: charges (cob, cobv), the Pix received and their
// devoluções, and their JSON in the standard's shapes. Shared by psp-cob.ts and psp-pix.ts.

export type CobRow = {
  txid: string;
  kind: "cob" | "cobv";
  status: string;
  revisao: number;
  locationToken: string;
  request: Record<string, unknown>;
  pixCopiaECola: string;
  criacao: string;
  expiresAt: string | null;
};

export const COB_COLUMNS = sql.const(
  `"txid", "kind", "status", "revisao", "locationToken", "request", "pixCopiaECola", to_json("criacao") #>> '{}' AS "criacao", to_json("expiresAt") #>> '{}' AS "expiresAt"`,
);

/** The charge of a txid; none for a txid outside the standard's pattern (26–35 letters and digits). */
export async function findCob(txid: string): Promise<CobRow | undefined> {
  if (!TXID.test(txid)) return undefined;
  const [row] = await runSql(sql<CobRow>`SELECT ${COB_COLUMNS} FROM "SandboxPspCob" WHERE "txid" = ${txid}`);
  return row;
}

export type PixRow = {
  endToEndId: string;
  txid: string | null;
  valor: string;
  chave: string;
  horario: string;
  infoPagador: string | null;
  devolucoes: DevolucaoRow[];
};
export type DevolucaoRow = {
  endToEndId: string;
  id: string;
  rtrId: string;
  valor: string;
  descricao: string | null;
  status: string;
  motivo: string | null;
  solicitacao: string;
  liquidacao: string | null;
};

export const PIX_SELECT =
  sql.const(`SELECT p."endToEndId", p."txid", p."valor", p."chave", to_json(p."horario") #>> '{}' AS "horario", p."infoPagador",
  COALESCE((SELECT json_agg(json_build_object('endToEndId', d."endToEndId", 'id', d."id", 'rtrId', d."rtrId", 'valor', d."valor", 'descricao', d."descricao", 'status', d."status",
    'motivo', d."motivo", 'solicitacao', d."solicitacao", 'liquidacao', d."liquidacao") ORDER BY d."solicitacao") FROM "SandboxPspDevolucao" d WHERE d."endToEndId" = p."endToEndId"), '[]') AS "devolucoes"
  FROM "SandboxPspPix" p`);

export const pixOfTxid = (txid: string) =>
  runSql(sql<PixRow>`${PIX_SELECT} WHERE p."txid" = ${txid} ORDER BY p."horario"`);

export const devolucaoJson = (d: DevolucaoRow) => ({
  id: d.id,
  rtrId: d.rtrId,
  valor: d.valor,
  natureza: "ORIGINAL",
  ...(d.descricao && { descricao: d.descricao }),
  horario: { solicitacao: iso(d.solicitacao), ...(d.liquidacao && { liquidacao: iso(d.liquidacao) }) },
  status: d.status,
  ...(d.motivo && { motivo: d.motivo }),
});

export const pixJson = (p: PixRow) => ({
  endToEndId: p.endToEndId,
  ...(p.txid && { txid: p.txid }),
  valor: p.valor,
  componentesValor: { original: { valor: p.valor } },
  chave: p.chave,
  horario: iso(p.horario),
  ...(p.infoPagador && { infoPagador: p.infoPagador }),
  ...(p.devolucoes.length && { devolucoes: p.devolucoes.map(devolucaoJson) }),
});
