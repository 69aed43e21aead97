import { describe, expect, it } from "vitest";

import {
  cobAnswerSchema,
  cobRevisadaSchema,
  cobSolicitadaSchema,
  cobvSolicitadaSchema,
  devolucaoSchema,
  devolucaoSolicitadaSchema,
  fromValor,
  pixListAnswerSchema,
  pixQuerySchema,
  specCobSchema,
  specCobvSchema,
  specDevolucaoSchema,
  specPixListSchema,
  specTokenAnswerSchema,
  specWebhookNotificationSchema,
  tokenAnswerSchema,
  toValor,
  webhookNotificationSchema,
  webhookSolicitadoSchema,
} from "./schemas";

// Hand-written messages of every kind the rail exchanges, each checked against the schema of the
// API Pix standard it belongs to: the valid ones pass, and the mistakes a careless client or PSP
// makes (a number for money, a scheme in location, a date without a zone…) are caught.

const TXID = "CM000000001a2b3c4d5e6f7g8h9i0j";
const E2E = "E12345678202606011200abcdefghijk";
const RTR = "D12345678202606011300abcdefghijk";
const now = "2026-06-01T12:00:00.000Z";

const cob = {
  calendario: { expiracao: 3600 },
  devedor: { cpf: "12345678909", nome: "Maria da Silva" },
  valor: { original: "123.45" },
  chave: "7d9f0335-8dcc-4054-9bf9-0dbd61d36906",
  solicitacaoPagador: "Pedido 42",
};

const cobAnswer = {
  ...cob,
  txid: TXID,
  calendario: { criacao: now, expiracao: 3600 },
  revisao: 0,
  status: "ATIVA",
  location: "psp.example.com/qr/v2/8d1e9a0c3b5f4e7a",
  pixCopiaECola:
    "00020101021226830014br.gov.bcb.pix2561psp.example.com/qr/v2/8d1e9a0c3b5f4e7a5204000053039865406123.455802BR5913LOJA DA MARIA6009SAO PAULO62070503***6304ABCD",
};

const pixEntry = {
  endToEndId: E2E,
  txid: TXID,
  valor: "123.45",
  horario: now,
  chave: cob.chave,
  infoPagador: "obrigado",
};
const devolucao = {
  id: "CMR0000000001",
  rtrId: RTR,
  valor: "23.45",
  horario: { solicitacao: now },
  status: "EM_PROCESSAMENTO",
};

describe("requests we send (strict)", () => {
  it("PUT /cob/{txid}: the immediate charge", () => {
    expect(cobSolicitadaSchema.safeParse(cob).success).toBe(true);
    expect(cobSolicitadaSchema.safeParse({ ...cob, devedor: { cnpj: "11222333000181", nome: "Loja" } }).success).toBe(
      true,
    );
    // money is a string with two decimals; an unknown field is refused; devedor is CPF or CNPJ, not both
    expect(cobSolicitadaSchema.safeParse({ ...cob, valor: { original: 123.45 } }).success).toBe(false);
    expect(cobSolicitadaSchema.safeParse({ ...cob, valor: { original: "123.4" } }).success).toBe(false);
    expect(cobSolicitadaSchema.safeParse({ ...cob, extra: 1 }).success).toBe(false);
    expect(
      cobSolicitadaSchema.safeParse({ ...cob, devedor: { cpf: "12345678909", cnpj: "11222333000181", nome: "X" } })
        .success,
    ).toBe(false);
    expect(cobSolicitadaSchema.safeParse({ ...cob, solicitacaoPagador: "x".repeat(141) }).success).toBe(false);
    expect(cobSolicitadaSchema.safeParse({ ...cob, chave: "x".repeat(78) }).success).toBe(false);
  });

  it("PATCH /cob/{txid}: the removal", () => {
    expect(cobRevisadaSchema.safeParse({ status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" }).success).toBe(true);
    expect(cobRevisadaSchema.safeParse({ status: "REMOVIDA_PELO_PSP" }).success).toBe(false);
  });

  it("PUT /cobv/{txid}: due date, fine, interest and discount", () => {
    const cobv = {
      calendario: { dataDeVencimento: "2026-06-10", validadeAposVencimento: 30 },
      devedor: {
        cpf: "12345678909",
        nome: "Maria da Silva",
        logradouro: "Rua A, 1",
        cidade: "São Paulo",
        uf: "SP",
        cep: "01001000",
      },
      valor: {
        original: "500.00",
        multa: { modalidade: 2, valorPerc: "2.00" },
        juros: { modalidade: 2, valorPerc: "0.03" },
        desconto: { modalidade: 1, descontoDataFixa: [{ data: "2026-06-05", valorPerc: "10.00" }] },
      },
      chave: cob.chave,
    };
    expect(cobvSolicitadaSchema.safeParse(cobv).success).toBe(true);
    expect(cobvSolicitadaSchema.safeParse({ ...cobv, devedor: undefined }).success).toBe(false);
    expect(cobvSolicitadaSchema.safeParse({ ...cobv, calendario: { dataDeVencimento: "10/06/2026" } }).success).toBe(
      false,
    );
    expect(
      cobvSolicitadaSchema.safeParse({ ...cobv, valor: { ...cobv.valor, juros: { modalidade: 9, valorPerc: "1.00" } } })
        .success,
    ).toBe(false);
  });

  it("PUT /webhook/{chave} and PUT /pix/{e2eid}/devolucao/{id}", () => {
    expect(
      webhookSolicitadoSchema.safeParse({ webhookUrl: "https://loja.example.com/api/rails/pix/s3cr3t" }).success,
    ).toBe(true);
    expect(webhookSolicitadoSchema.safeParse({ webhookUrl: "not a url" }).success).toBe(false);
    expect(devolucaoSolicitadaSchema.safeParse({ valor: "23.45" }).success).toBe(true);
    expect(devolucaoSolicitadaSchema.safeParse({ valor: "23.45", natureza: "MED_FRAUDE" }).success).toBe(false);
  });

  it("GET /pix: instants need a time zone", () => {
    expect(
      pixQuerySchema.safeParse({
        inicio: "2026-06-01T12:00:00Z",
        fim: "2026-06-01T13:00:00-03:00",
        "paginacao.paginaAtual": "0",
      }).success,
    ).toBe(true);
    expect(pixQuerySchema.safeParse({ inicio: "2026-06-01T12:00:00", fim: "2026-06-01T13:00:00Z" }).success).toBe(
      false,
    );
    expect(pixQuerySchema.safeParse({ inicio: now, fim: now, "paginacao.itensPorPagina": "5000" }).success).toBe(false);
  });
});

describe("answers we accept (lenient) and the built-in PSP's (strict)", () => {
  it("OAuth token", () => {
    expect(tokenAnswerSchema.parse({ access_token: "abc", token_type: "bearer", expires_in: "3600" }).expires_in).toBe(
      3600,
    );
    expect(
      specTokenAnswerSchema.safeParse({ access_token: "abc", token_type: "Bearer", expires_in: 3600 }).success,
    ).toBe(true);
    expect(tokenAnswerSchema.safeParse({ access_token: "abc", token_type: "mac" }).success).toBe(false);
  });

  it("CobGerada / CobCompleta", () => {
    expect(specCobSchema.safeParse(cobAnswer).success).toBe(true);
    expect(specCobSchema.safeParse({ ...cobAnswer, status: "CONCLUIDA", pix: [pixEntry] }).success).toBe(true);
    // location carries no scheme
    expect(specCobSchema.safeParse({ ...cobAnswer, location: "https://psp.example.com/qr/v2/8d1e" }).success).toBe(
      false,
    );
    // a PSP that leaves out revisao, calendario and pixCopiaECola is still understood
    const sparse = { txid: TXID, status: "ATIVA", valor: { original: "123.45" }, location: cobAnswer.location };
    expect(cobAnswerSchema.safeParse(sparse).success).toBe(true);
    expect(specCobSchema.safeParse(sparse).success).toBe(false);
    expect(cobAnswerSchema.safeParse({ ...sparse, status: "PAGA" }).success).toBe(false);
  });

  it("CobVGerada", () => {
    const cobv = {
      ...cobAnswer,
      calendario: { criacao: now, dataDeVencimento: "2026-06-10", validadeAposVencimento: 30 },
      devedor: { cpf: "12345678909", nome: "Maria da Silva" },
      recebedor: {
        cnpj: "11222333000181",
        nome: "Loja da Maria",
        logradouro: "Rua B, 2",
        cidade: "São Paulo",
        uf: "SP",
        cep: "01001000",
      },
    };
    expect(specCobvSchema.safeParse(cobv).success).toBe(true);
    expect(specCobvSchema.safeParse({ ...cobv, recebedor: undefined }).success).toBe(false);
  });

  it("webhook notification {pix: […]}", () => {
    const body = {
      pix: [
        pixEntry,
        {
          ...pixEntry,
          devolucoes: [{ ...devolucao, status: "DEVOLVIDO", horario: { solicitacao: now, liquidacao: now } }],
        },
      ],
    };
    expect(specWebhookNotificationSchema.safeParse(body).success).toBe(true);
    expect(webhookNotificationSchema.safeParse({ pix: [{ ...pixEntry, valor: 123.45 }] }).success).toBe(false);
    expect(webhookNotificationSchema.safeParse({ pix: [{ ...pixEntry, horario: "2026-06-01 12:00" }] }).success).toBe(
      false,
    );
  });

  it("GET /pix list", () => {
    const page = {
      parametros: {
        inicio: now,
        fim: now,
        paginacao: { paginaAtual: 0, itensPorPagina: 100, quantidadeDePaginas: 1, quantidadeTotalDeItens: 1 },
      },
      pix: [pixEntry],
    };
    expect(specPixListSchema.safeParse(page).success).toBe(true);
    expect(pixListAnswerSchema.parse({ parametros: { inicio: now, fim: now } }).pix).toEqual([]);
  });

  it("Devolucao", () => {
    expect(specDevolucaoSchema.safeParse(devolucao).success).toBe(true);
    expect(specDevolucaoSchema.safeParse({ ...devolucao, rtrId: undefined }).success).toBe(false);
    expect(devolucaoSchema.safeParse({ ...devolucao, rtrId: undefined, horario: undefined }).success).toBe(true);
    expect(devolucaoSchema.safeParse({ ...devolucao, status: "ESTORNADO" }).success).toBe(false);
  });

  it("money strings", () => {
    expect(toValor(1)).toBe("0.01");
    expect(toValor(12345)).toBe("123.45");
    expect(fromValor("0.01")).toBe(1);
    expect(fromValor("123.45")).toBe(12345);
    expect(() => fromValor("1.5")).toThrow();
  });
});
