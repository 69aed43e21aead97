import "server-only";

import { z } from "zod";

// The messages of the Banco Central's API Pix (version 2.8.1 of its OpenAPI) that Colmeia uses,
// written from the standard's schemas. Two families (docs/rails.md, "Validation"):
// - what we SEND is strict (z.strictObject, every bound of the standard): a request the standard
//   would refuse never leaves, and the built-in PSP refuses it too;
// - what we ACCEPT from a PSP is lenient (z.looseObject, optional where the standard says required
//   but real PSPs leave a field out), checking only what Colmeia reads.
// The built-in PSP answers with the strict answer schemas (`spec…`), so the sandbox holds itself to
// the letter of the standard while the connector forgives real PSPs.

// The standard writes its patterns unanchored ("[a-zA-Z0-9]{26,35}"); they are meant as whole-value
// patterns, so they are anchored here.
export const TXID = /^[a-zA-Z0-9]{26,35}$/;
const ANY_TXID = /^[a-zA-Z0-9]{1,35}$/; // a Pix received without a cob may carry a shorter txid
export const E2E_ID = /^[a-zA-Z0-9]{32}$/;
// an end-to-end id as received (pixSchema takes up to 35 characters) and put in a path: letters
// and digits only, so it can name no other resource
export const ANY_E2E_ID = /^[a-zA-Z0-9]{1,35}$/;
export const DEVOLUCAO_ID = /^[a-zA-Z0-9]{1,35}$/;

export const txidSchema = z.string().regex(TXID, "txid must be 26 to 35 letters or digits");
export const e2eIdSchema = z.string().regex(E2E_ID, "endToEndId must be 32 letters or digits");
export const devolucaoIdSchema = z.string().regex(DEVOLUCAO_ID, "devolução id must be 1 to 35 letters or digits");
// Money is a string with exactly two decimals ("10.00"), never a number.
export const valorSchema = z.string().regex(/^\d{1,10}\.\d{2}$/, "amount must be digits with two decimals");
// RFC 3339: a time zone is required (Z or an offset).
export const dateTimeSchema = z.iso.datetime({ offset: true });
const dateSchema = z.iso.date();
const chaveSchema = z.string().min(1).max(77);
const cpf = z.string().regex(/^\d{11}$/);
const cnpj = z.string().regex(/^\d{14}$/);
const nome = z.string().min(1).max(200);

const pessoaSchema = z.union([z.strictObject({ cpf, nome }), z.strictObject({ cnpj, nome })]);
const infoAdicionaisSchema = z
  .array(z.strictObject({ nome: z.string().min(1).max(50), valor: z.string().max(200) }))
  .max(50);
const cobBaseFields = {
  chave: chaveSchema,
  solicitacaoPagador: z.string().max(140).optional(),
  infoAdicionais: infoAdicionaisSchema.optional(),
};

// ─── What we send ────────────────────────────────────────────────────────────────────────────

// PUT /cob/{txid} (CobSolicitada): an immediate charge.
export const cobSolicitadaSchema = z.strictObject({
  calendario: z.strictObject({ expiracao: z.number().int().positive() }),
  devedor: pessoaSchema.optional(),
  loc: z.strictObject({ id: z.number().int() }).optional(),
  valor: z.strictObject({
    original: valorSchema,
    modalidadeAlteracao: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  ...cobBaseFields,
});

// PATCH /cob/{txid} (CobRevisada): every field optional; Colmeia only sends the removal.
export const cobRevisadaSchema = cobSolicitadaSchema
  .partial()
  .extend({ status: z.literal("REMOVIDA_PELO_USUARIO_RECEBEDOR").optional() });

const modalidadeValor = (max: number) =>
  z.strictObject({ modalidade: z.number().int().min(1).max(max), valorPerc: valorSchema });
const descontoSchema = z.union([
  z.strictObject({
    modalidade: z.number().int().min(1).max(6),
    descontoDataFixa: z
      .array(z.strictObject({ data: dateSchema, valorPerc: valorSchema }))
      .min(1)
      .max(3),
  }),
  z.strictObject({ modalidade: z.number().int().min(1).max(6), valorPerc: valorSchema }),
]);
const devedorCompletoSchema = z.union([
  z.strictObject({
    cpf,
    nome,
    email: z.string().optional(),
    logradouro: z.string().max(200).optional(),
    cidade: z.string().max(200).optional(),
    uf: z.string().max(2).optional(),
    cep: z.string().max(8).optional(),
  }),
  z.strictObject({
    cnpj,
    nome,
    email: z.string().optional(),
    logradouro: z.string().max(200).optional(),
    cidade: z.string().max(200).optional(),
    uf: z.string().max(2).optional(),
    cep: z.string().max(8).optional(),
  }),
]);

// PUT /cobv/{txid} (CobVSolicitada): a charge with a due date, fine, interest and discount.
export const cobvSolicitadaSchema = z.strictObject({
  calendario: z.strictObject({
    dataDeVencimento: dateSchema,
    validadeAposVencimento: z.number().int().min(0).optional(),
  }),
  devedor: devedorCompletoSchema,
  loc: z.strictObject({ id: z.number().int() }).optional(),
  valor: z.strictObject({
    original: valorSchema,
    multa: modalidadeValor(2).optional(),
    juros: modalidadeValor(8).optional(),
    abatimento: modalidadeValor(2).optional(),
    desconto: descontoSchema.optional(),
  }),
  ...cobBaseFields,
});

// PUT /webhook/{chave} (WebhookSolicitado).
export const webhookSolicitadoSchema = z.strictObject({ webhookUrl: z.url({ protocol: /^https?$/ }).max(2048) });

// PUT /pix/{e2eid}/devolucao/{id} (DevolucaoSolicitada).
export const devolucaoSolicitadaSchema = z.strictObject({
  valor: valorSchema,
  natureza: z.enum(["ORIGINAL", "RETIRADA"]).optional(),
  descricao: z.string().max(140).optional(),
});

// GET /pix query: inicio and fim are required RFC 3339 instants with a zone.
export const pixQuerySchema = z.strictObject({
  inicio: dateTimeSchema,
  fim: dateTimeSchema,
  txid: z.string().regex(ANY_TXID).optional(),
  txIdPresente: z.enum(["true", "false"]).optional(),
  devolucaoPresente: z.enum(["true", "false"]).optional(),
  cpf: cpf.optional(),
  cnpj: cnpj.optional(),
  "paginacao.paginaAtual": z.string().regex(/^\d+$/).optional(),
  "paginacao.itensPorPagina": z
    .string()
    .regex(/^\d+$/)
    .refine((v) => Number(v) >= 1 && Number(v) <= 1000, "1 to 1000")
    .optional(),
});

// OAuth 2.0 client credentials (RFC 6749 §4.4): form-encoded, credentials in HTTP Basic.
export const tokenRequestSchema = z.strictObject({
  grant_type: z.literal("client_credentials"),
  scope: z.string().optional(),
});

// ─── What we accept (lenient) ────────────────────────────────────────────────────────────────

export const cobStatuses = ["ATIVA", "CONCLUIDA", "REMOVIDA_PELO_USUARIO_RECEBEDOR", "REMOVIDA_PELO_PSP"] as const;
export const devolucaoStatuses = ["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"] as const;

// RFC 6749 §5.1; some PSPs send expires_in as a string, and the token type in any case.
export const tokenAnswerSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().refine((t) => t.toLowerCase() === "bearer", "token_type must be Bearer"),
  expires_in: z.coerce.number().int().positive().optional(),
  scope: z.string().optional(),
});

export const devolucaoSchema = z.looseObject({
  id: devolucaoIdSchema,
  rtrId: z.string().optional(),
  valor: valorSchema,
  natureza: z.string().optional(),
  descricao: z.string().optional(),
  horario: z.looseObject({ solicitacao: dateTimeSchema.optional(), liquidacao: dateTimeSchema.optional() }).optional(),
  status: z.enum(devolucaoStatuses),
  motivo: z.string().optional(),
});

export const pixSchema = z.looseObject({
  endToEndId: z.string().min(1).max(35),
  txid: z.string().regex(ANY_TXID).optional(),
  valor: valorSchema,
  componentesValor: z.looseObject({}).optional(),
  chave: z.string().optional(),
  horario: dateTimeSchema,
  infoPagador: z.string().optional(),
  devolucoes: z.array(devolucaoSchema).optional(),
});

// CobGerada / CobCompleta (PUT, PATCH and GET /cob/{txid}); also CobVGerada for the fields read.
export const cobAnswerSchema = z.looseObject({
  txid: txidSchema,
  calendario: z
    .looseObject({
      criacao: dateTimeSchema.optional(),
      expiracao: z.coerce.number().int().optional(),
      dataDeVencimento: dateSchema.optional(),
    })
    .optional(),
  revisao: z.number().int().optional(),
  status: z.enum(cobStatuses),
  valor: z.looseObject({ original: valorSchema }),
  chave: z.string().optional(),
  location: z.string().max(512).optional(),
  pixCopiaECola: z.string().max(512).optional(),
  pix: z.array(pixSchema).optional(),
});

// PixConsultados: the standard lists "cobs" as required here, an evident slip for "pix" (the list it
// describes); neither is required on receipt, a page without Pix may leave its list out.
export const pixListAnswerSchema = z.looseObject({
  parametros: z.looseObject({
    inicio: dateTimeSchema,
    fim: dateTimeSchema,
    paginacao: z
      .looseObject({
        paginaAtual: z.number().int().min(0),
        itensPorPagina: z.number().int(),
        quantidadeDePaginas: z.number().int().min(0),
        quantidadeTotalDeItens: z.number().int().min(0),
      })
      .optional(),
  }),
  pix: z.array(pixSchema).default([]),
});

// The webhook callback POSTed to {webhookUrl}/pix.
export const webhookNotificationSchema = z.looseObject({ pix: z.array(pixSchema) });

// RFC 7807 problem (Problema); read for its message only.
export const problemaSchema = z.looseObject({
  type: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int().optional(),
  detail: z.string().optional(),
  violacoes: z
    .array(
      z.looseObject({ razao: z.string().optional(), propriedade: z.string().optional(), valor: z.string().optional() }),
    )
    .optional(),
});

// ─── What the built-in PSP answers (strict: the standard's required fields) ──────────────────

export const specPixSchema = pixSchema.extend({
  endToEndId: e2eIdSchema,
  devolucoes: z.array(z.lazy(() => specDevolucaoSchema)).optional(),
});

export const specDevolucaoSchema = devolucaoSchema.extend({
  rtrId: e2eIdSchema,
  horario: z.looseObject({ solicitacao: dateTimeSchema, liquidacao: dateTimeSchema.optional() }),
});

export const specCobSchema = cobAnswerSchema.extend({
  calendario: z.looseObject({ criacao: dateTimeSchema, expiracao: z.number().int().positive() }),
  revisao: z.number().int().min(0),
  chave: chaveSchema,
  // "location" carries no scheme: host and path only
  location: z
    .string()
    .max(77)
    .regex(/^(?![a-z][a-z0-9+.-]*:\/\/)[^\s/]+\/\S*$/i, "location is a host and path without a scheme"),
  pixCopiaECola: z.string().max(512),
  pix: z.array(specPixSchema).optional(),
});

export const specCobvSchema = cobAnswerSchema.extend({
  calendario: z.looseObject({
    criacao: dateTimeSchema,
    dataDeVencimento: dateSchema,
    validadeAposVencimento: z.number().int().min(0),
  }),
  revisao: z.number().int().min(0),
  chave: chaveSchema,
  devedor: z.looseObject({ nome }),
  recebedor: z.looseObject({
    nome,
    logradouro: z.string(),
    cidade: z.string(),
    uf: z.string().max(2),
    cep: z.string().max(8),
  }),
  location: specCobSchema.shape.location,
  pixCopiaECola: z.string().max(512),
});

export const specPixListSchema = z.looseObject({
  parametros: z.looseObject({
    inicio: dateTimeSchema,
    fim: dateTimeSchema,
    paginacao: z.looseObject({
      paginaAtual: z.number().int().min(0),
      itensPorPagina: z.number().int().min(1),
      quantidadeDePaginas: z.number().int().min(1),
      quantidadeTotalDeItens: z.number().int().min(0),
    }),
  }),
  pix: z.array(specPixSchema),
});

export const specWebhookNotificationSchema = z.looseObject({ pix: z.array(specPixSchema).min(1) });

export const specTokenAnswerSchema = z.strictObject({
  access_token: z.string().min(1),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int().positive(),
  scope: z.string().optional(),
});

export const specProblemaSchema = problemaSchema.extend({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
});

export type CobSolicitada = z.infer<typeof cobSolicitadaSchema>;
export type CobvSolicitada = z.infer<typeof cobvSolicitadaSchema>;
export type CobAnswer = z.infer<typeof cobAnswerSchema>;
export type PixEntry = z.infer<typeof pixSchema>;
export type Devolucao = z.infer<typeof devolucaoSchema>;
export type PixListAnswer = z.infer<typeof pixListAnswerSchema>;

/** Cents as the standard's money string: 1050 → "10.50". */
export function toValor(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError("amount must be a non-negative integer in cents");
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** The standard's money string as cents: "10.50" → 1050. */
export function fromValor(valor: string): number {
  const [reais, centavos] = valorSchema.parse(valor).split(".");
  return Number(reais) * 100 + Number(centavos);
}
