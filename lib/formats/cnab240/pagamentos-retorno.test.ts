import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { CnabFieldError } from "./fields";
import { buildPagamentosRemessa, type CnabBank, PAGAMENTOS_OCCURRENCES } from "./pagamentos";
import { buildPagamentosRetorno, parsePagamentosRetorno } from "./pagamentos-retorno";
import { ACCOUNTS, CREATED_AT, ordersFor } from "./pagamentos-test-data";

const retorno = (bank: CnabBank, codes: string[], auth?: string) =>
  buildPagamentosRetorno({
    account: ACCOUNTS[bank],
    sequence: 9,
    createdAt: CREATED_AT,
    results: [
      { order: ordersFor(bank).tedOther, occurrences: codes, effectiveDate: "2026-06-02", bankAuthentication: auth },
    ],
  });

describe("retorno round trip", () => {
  const cases = (["001", "341", "237"] as const).flatMap((bank) =>
    PAGAMENTOS_OCCURRENCES[bank].map((o) => [bank, o.code, o.kind, o.description] as const),
  );
  it.each(cases)("bank %s, code %s → %s", (bank, code, kind, description) => {
    const parsed = parsePagamentosRetorno(retorno(bank, [code]));
    expect(parsed.orders).toHaveLength(1);
    const [order] = parsed.orders;
    expect(order).toMatchObject({
      line: 3,
      forma: "41",
      ourNumber: "TR_103",
      amount: 150000,
      paymentDate: "2026-06-02",
      occurrences: [code],
    });
    expect(order.kind).toBe(kind === "other" ? "other" : kind);
    if (kind === "rejected") expect(order.reasonText).toBe(`Rejected by the bank: ${description} (${code})`);
    if (kind === "paid") expect(order.effectiveAmount).toBe(150000);
  });

  it.each(["001", "341", "237"] as const)(
    "bank %s: header, authentication from segment Z, effective date, trailer",
    (bank) => {
      const parsed = parsePagamentosRetorno(retorno(bank, ["00"], "AUT-1234567890"));
      expect(parsed).toMatchObject({
        bank,
        sequence: bank === "341" ? 0 : 9,
        trailer: { batches: 1, records: 7, total: 150000 },
      });
      expect(parsed.createdAt.toISOString()).toBe("2026-06-01T15:04:05.000Z");
      expect(parsed.orders[0]).toMatchObject({
        kind: "paid",
        effectiveDate: "2026-06-02",
        bankAuthentication: "AUT-1234567890",
      });
    },
  );

  it("several codes: a rejection wins; Itaú BD+CD stays scheduled; an unknown code alone is other", () => {
    expect(parsePagamentosRetorno(retorno("237", ["BD", "PJ"])).orders[0]).toMatchObject({
      kind: "rejected",
      reasonText: "Rejected by the bank: Pix key not found (PJ)",
    });
    // Banco do Brasil reads G059's Pix codes as Bradesco does; Itaú's PD is not a Pix code
    expect(parsePagamentosRetorno(retorno("001", ["PF"])).orders[0]).toMatchObject({
      kind: "rejected",
      reasonText: "Rejected by the bank: the recipient CPF/CNPJ does not match the account holder (PF)",
    });
    expect(parsePagamentosRetorno(retorno("341", ["PD"])).orders[0].kind).toBe("other");
    expect(parsePagamentosRetorno(retorno("341", ["BD", "CD"])).orders[0].kind).toBe("scheduled");
    expect(parsePagamentosRetorno(retorno("001", ["BD"])).orders[0].kind).toBe("accepted");
    expect(parsePagamentosRetorno(retorno("001", ["Q9"])).orders[0]).toMatchObject({
      kind: "other",
      reasonText: "Unknown bank occurrence Q9",
    });
  });

  it("a batch rejected in its trailer (HF) rejects every order in it", () => {
    const o = ordersFor("237");
    const text = buildPagamentosRetorno({
      account: ACCOUNTS["237"],
      sequence: 9,
      createdAt: CREATED_AT,
      results: [
        { order: o.tedOther, occurrences: ["BD"] },
        { order: o.credit, occurrences: ["BD"] },
      ],
      batchOccurrences: { "41": ["HF"] },
    });
    expect(parsePagamentosRetorno(text).orders.map((x) => [x.ourNumber, x.kind, x.occurrences])).toEqual([
      ["TR_101", "accepted", ["BD"]],
      ["TR_103", "rejected", ["BD", "HF"]],
    ]);
  });
});

describe("retorno refusals", () => {
  const base = retorno("237", ["00"]);
  const lines = base.split("\r\n").slice(0, -1);
  const join = (ls: string[]) => ls.map((l) => `${l}\r\n`).join("");
  const refuse = (text: string, line: number, field: string) => {
    try {
      parsePagamentosRetorno(text);
    } catch (error) {
      expect(error).toBeInstanceOf(CnabFieldError);
      expect(error).toMatchObject({ line, field });
      return;
    }
    throw new Error("accepted");
  };
  it("letters in an amount", () => {
    const bad = [...lines];
    bad[2] = `${bad[2].slice(0, 125)}12A45${bad[2].slice(130)}`;
    refuse(join(bad), 3, "amount");
  });
  it("a 239-character line", () => {
    const bad = [...lines];
    bad[3] = bad[3].slice(0, 239);
    refuse(join(bad), 4, "record");
  });
  it("wrong batch record count", () => {
    const bad = [...lines];
    bad[4] = `${bad[4].slice(0, 17)}000005${bad[4].slice(23)}`;
    refuse(join(bad), 5, "records");
  });
  it("wrong batch sum", () => {
    const bad = [...lines];
    bad[4] = `${bad[4].slice(0, 23)}000000000000150001${bad[4].slice(41)}`;
    refuse(join(bad), 5, "total");
  });
  it("wrong file batch count and record count", () => {
    const bad = [...lines];
    bad[5] = `${bad[5].slice(0, 17)}000002${bad[5].slice(23)}`;
    refuse(join(bad), 6, "batches");
    const bad2 = [...lines];
    bad2[5] = `${bad2[5].slice(0, 23)}000007${bad2[5].slice(29)}`;
    refuse(join(bad2), 6, "records");
  });
  it("a remessa is not a retorno", () => {
    refuse(
      buildPagamentosRemessa({
        account: ACCOUNTS["237"],
        sequence: 1,
        createdAt: CREATED_AT,
        orders: [ordersFor("237").tedOther],
      }),
      1,
      "fileKind",
    );
  });
});

// An independent reading: the field maps of the npm package @banco-br/cnab_yaml (Itaú SISPAG 341
// header, batch header, A and B; FEBRABAN generic A and file trailer). Each line is sliced by the
// package's positions, checked against its pictures, and compared with our input.
type YamlField = { pos: [number, number]; picture: string };
const ROOT = path.resolve("node_modules/@banco-br/cnab_yaml/cnab240");
const load = (file: string): Record<string, YamlField> => parse(readFileSync(path.join(ROOT, file), "utf8"));
function slice(line: string, fields: Record<string, YamlField>, skip: string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, f] of Object.entries(fields)) {
    if (skip.includes(name)) continue;
    const [from, to] = f.pos;
    const text = line.slice(from - 1, to);
    if (f.picture.startsWith("9")) expect(text, `${name} ${from}-${to} is numeric`).toMatch(/^\d+$/);
    out[name] = text;
  }
  return out;
}
const fileLines = (bank: CnabBank, name: keyof ReturnType<typeof ordersFor>) =>
  buildPagamentosRemessa({
    account: ACCOUNTS[bank],
    sequence: 7,
    createdAt: CREATED_AT,
    orders: [ordersFor(bank)[name]],
  })
    .split("\r\n")
    .slice(0, -1);

describe("remessa read with @banco-br/cnab_yaml", () => {
  it("Itaú SISPAG (341 maps): header, batch header, A and B of a TED", () => {
    const [h, b, a, seg, , t9] = fileLines("341", "tedOther");
    expect(slice(h, load("341/header_arquivo.yml"))).toMatchObject({
      codigo_banco: "341",
      layout_arquivo: "080",
      numero_inscricao: "12345678000195",
      agencia_debitada: "00057",
      conta_debitada: "000000012345",
      dac: "7",
      arquivo_codigo: "1",
      data_geracao: "01062026",
    });
    expect(slice(b, load("341/header_lote.yml"))).toMatchObject({
      tipo_operacao: "C",
      tipo_pagamento: "20",
      forma_pagamento: "41",
      layout_lote: "040",
      agencia: "00057",
      conta: "000000012345",
      dac: "7",
    });
    // numero_registro is mapped at 8-8 in the package (a slip): our record number is checked in the position tests
    const segA = slice(a, load("341/remessa/detalhe_segmento_a.yml"), ["numero_registro", "tipo_registro"]);
    expect(segA).toMatchObject({
      codigo_segmento: "A",
      tipo_movimento: "000",
      codigo_camara: "018",
      banco_favorecido: "033",
      agencia_favorecido: "04321 00000009876512",
      seu_numero: "TR_103".padEnd(20),
      data_pagamento: "02062026",
      tipo_moeda: "REA",
      valor_pagamento: "000000000150000",
      numero_inscricao: "00012345678909",
      aviso_favorecido: "0",
    });
    expect(segA.nome_favorecido.trim()).toBe("JOAO DA CONCEICAO");
    expect(slice(seg, load("341/remessa/detalhe_segmento_b.yml"))).toMatchObject({
      codigo_segmento: "B",
      empresa_inscricao: "1",
      numero_inscricao: "00012345678909",
      numero_registro: "00001",
    });
    expect(slice(t9, load("generic/trailer_arquivo.yml"))).toMatchObject({
      qtde_lotes: "000001",
      qtde_registros: "000006",
    });
  });

  it.each(["001", "237"] as const)("bank %s: segment A of a TED and of a Pix by bank data (generic map)", (bank) => {
    const map = load("generic/remessa/detalhe_segmento_a.yml");
    const ted = slice(fileLines(bank, "tedOther")[2], map);
    expect(ted).toMatchObject({
      numero_sequencial_lote: "00001",
      tipo_movimento: "0",
      codigo_instrucao_movimento: "00",
      camara_centralizadora: "018",
      banco_favorecido: "033",
      agencia_favorecido: "04321",
      agencia_dv_favorecido: "5",
      conta_favorecido: "000000098765",
      conta_dv_favorecido: "1",
      agencia_conta_dv_favorecido: "2",
      numero_documento: "TR_103".padEnd(20),
      data_pagamento: "02062026",
      valor_pagamento: "000000000150000",
      finalidade_ted: "00010",
      finalidade_complementar: "CC",
      aviso: "0",
    });
    const pix = slice(fileLines(bank, "pixAccount")[2], map);
    expect(pix).toMatchObject({
      camara_centralizadora: "009",
      banco_favorecido: "260",
      informacao_2: "00012345678909" + "18236120" + "03" + " ".repeat(16),
    });
    const retornoA = slice(retorno(bank, ["00"]).split("\r\n")[2], load("generic/retorno/detalhe_segmento_a.yml"));
    expect(retornoA).toMatchObject({
      data_real: "02062026",
      valor_real: "000000000150000",
      ocorencias: "00".padEnd(10),
    });
  });
});
