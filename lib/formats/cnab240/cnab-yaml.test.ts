// An independent reading of our files: the field maps of the npm package @banco-br/cnab_yaml
// (FEBRABAN "generic" segments, and Banco do Brasil 001 overrides merged on them). Each line is
// sliced by the package's positions, checked against its pictures, and compared with our input.

import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { buildCobrancaRemessa, buildCobrancaRetorno } from "./cobranca";
import { AGREEMENTS, CREATED_AT, ENTRY } from "./cobranca-test-data";

type YamlField = { pos: [number, number]; picture: string };
const ROOT = path.resolve("node_modules/@banco-br/cnab_yaml/cnab240");
const load = (file: string): Record<string, YamlField> => parse(readFileSync(path.join(ROOT, file), "utf8"));
// the BB maps override the generic ones by position (they rename some fields), so a generic field
// overlapped by a BB field is dropped
function layout(generic: string, bb?: string): Record<string, YamlField> {
  const over = bb ? load(`001/${bb}`) : {};
  const taken = Object.values(over).map((f) => f.pos);
  const base = Object.entries(load(`generic/${generic}`)).filter(
    ([, f]) => !taken.some(([from, to]) => f.pos[0] <= to && from <= f.pos[1]),
  );
  return { ...Object.fromEntries(base), ...over };
}

// letters: fields the generic (Caixa-based) map types as numeric where the bank's own manual allows
// a letter, e.g. Bradesco's account DV "P"
function slice(line: string, fields: Record<string, YamlField>, letters: string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, f] of Object.entries(fields)) {
    const [from, to] = f.pos;
    const text = line.slice(from - 1, to);
    const width = [...f.picture.matchAll(/\((\d+)\)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(to - from + 1, `${name} picture ${f.picture}`).toBe(width);
    if (f.picture.startsWith("9") && !letters.includes(name))
      expect(text, `${name} ${from}-${to} is numeric`).toMatch(/^\d+$/);
    out[name] = text;
  }
  return out;
}

const lines = (text: string) => text.split("\r\n").slice(0, -1);

describe("remessa read with @banco-br/cnab_yaml", () => {
  it("Banco do Brasil 001: header, batch header, P, Q (BB maps) and R, trailers (generic maps)", () => {
    const [h, b, p, q, r, t5, t9] = lines(
      buildCobrancaRemessa({ agreement: AGREEMENTS["001"], sequence: 7, createdAt: CREATED_AT, entries: [ENTRY] }),
    );
    const header = slice(h, layout("header_arquivo.yml", "header_arquivo.yml"), [
      // the package's BB header fills 223-240 for BB's paperless service; BB240 (2017) leaves 212-240 blank
      "controle_vans",
      "tipo_servico",
      "ocorrencias",
    ]);
    expect(header).toMatchObject({
      codigo_banco: "001",
      numero_inscricao: "12345678000195",
      codigo_convenio: "001234567",
      cobranca_cedente: "0014",
      carteira: "17",
      variacao_carteira: "019",
      conta: "000000056789",
      conta_dv: "X",
      data_geracao: "01062026",
      numero_sequencial_arquivo: "000007",
    });
    const batch = slice(b, layout("header_lote.yml", "header_lote.yml"));
    expect(batch).toMatchObject({
      tipo_operacao: "R",
      tipo_servico: "01",
      codigo_convenio: "001234567",
      carteira: "17",
      variacao_carteira: "019",
      numero_sequencial_arquivo: "00000007",
    });
    const segP = slice(p, layout("remessa/detalhe_segmento_p.yml", "remessa/detalhe_segmento_p.yml"));
    expect(segP).toMatchObject({
      codigo_segmento: "P",
      codigo_ocorrencia: "01",
      nosso_numero: "12345670000000042   ",
      numero_documento: "1001".padEnd(15),
      vencimento: "30062026",
      valor_titulo: "000000000123456",
      codigo_juros_mora: "2",
      valor_juros_mora: "000000000000200",
      codigo_desconto_1: "1",
      data_desconto_1: "20062026",
      valor_desconto_1: "000000000001000",
      codigo_moeda: "09",
    });
    const segQ = slice(q, layout("remessa/detalhe_segmento_q.yml", "remessa/detalhe_segmento_q.yml"));
    expect(segQ).toMatchObject({
      codigo_segmento: "Q",
      sacado_codigo_inscricao: "1",
      sacado_numero_inscricao: "000012345678909",
      cep: "01310100",
      cidade: "SAO PAULO".padEnd(15),
      estado: "SP",
    });
    expect(segQ.nome.trim()).toBe("JOSE DA CONCEICAO AVILA");
    const segR = slice(r, layout("remessa/detalhe_segmento_r.yml"));
    expect(segR).toMatchObject({
      codigo_segmento: "R",
      codigo_multa: "2",
      data_multa: "01072026",
      valor_multa: "000000000000200",
    });
    expect(slice(t5, load("001/trailer_lote.yml")).qtde_registro_lote).toBe("000005");
    expect(slice(t9, load("generic/trailer_arquivo.yml"))).toMatchObject({
      qtde_lotes: "000001",
      qtde_registros: "000007",
    });
  });

  it.each(["237", "341"] as const)("bank %s: the FEBRABAN fields of Q, R and the trailers (generic maps)", (bank) => {
    const [, , , q, r, t5, t9] = lines(
      buildCobrancaRemessa({ agreement: AGREEMENTS[bank], sequence: 7, createdAt: CREATED_AT, entries: [ENTRY] }),
    );
    const segQ = slice(q, { ...load("generic/remessa/detalhe_segmento_q.yml") });
    expect(segQ).toMatchObject({ sacado_numero_inscricao: "000012345678909", cep: "01310100", estado: "SP" });
    expect(slice(r, load("generic/remessa/detalhe_segmento_r.yml"))).toMatchObject({
      codigo_multa: "2",
      valor_multa: "000000000000200",
    });
    expect(slice(t5, load("generic/trailer_lote.yml"))).toMatchObject({
      qtde_registro_lote: "000005",
      qtde_titulo_cobranca_simples: "000001",
      valor_total_titulo_simples: "00000000000123456",
    });
    expect(slice(t9, load("generic/trailer_arquivo.yml"))).toMatchObject({ qtde_registros: "000007" });
  });
});

describe("retorno read with @banco-br/cnab_yaml", () => {
  it("Bradesco T and U (generic maps)", () => {
    const text = buildCobrancaRetorno({
      agreement: AGREEMENTS["237"],
      sequence: 3,
      createdAt: CREATED_AT,
      occurrences: [
        {
          nossoNumero: "42",
          documentNumber: "1001",
          movementCode: "06",
          dueDate: "2026-06-30",
          amount: 123456,
          paidAmount: 125000,
          tariff: 250,
          interestAndFine: 1544,
          occurrenceDate: "2026-07-02",
          creditDate: "2026-07-03",
          reasons: ["04"],
        },
      ],
    });
    const [, , t, u] = lines(text);
    expect(
      slice(t, load("generic/retorno/detalhe_segmento_t.yml"), ["codigo_cedente_dv", "agencia_dv_mais_cedente_dv"]),
    ).toMatchObject({
      codigo_movimento: "06",
      nosso_numero: "00900000000000000429",
      numero_documento: "1001".padEnd(15),
      valor_titulo: "000000000123456",
      valor_tarifa: "000000000000250",
      identificacao_rejeicao: "04".padEnd(10),
    });
    expect(slice(u, load("generic/retorno/detalhe_segmento_u.yml"), ["uso_exclusivo_febraban_02"])).toMatchObject({
      valor_acrescimos: "000000000001544",
      valor_pago: "000000000125000",
      valor_liquido: "000000000124750",
      data_ocorrencia: "02072026",
      data_credito: "03072026",
    });
  });
});
