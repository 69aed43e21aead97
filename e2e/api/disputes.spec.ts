import { expect, test } from "../fixtures";
import { balance, expectLedgerConsistent, ok, paidCard } from "../support/money";

type Dispute = {
  id: number;
  status: string;
  amount: number;
  responseDueAt: string;
  createdAt: string;
  evidence: null | { text: string; files: { id: number; name: string; size: number; url: string }[] };
};

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const file = (name: string, buffer: Buffer, mimeType = "application/pdf") => ({ name, mimeType, buffer });

test.describe("disputes and evidence", () => {
  async function openDispute(api: Parameters<typeof paidCard>[0], amount = 10000) {
    const t = await paidCard(api, amount);
    const paid = await balance(api);
    await ok(await api.post(`/v1/transactions/${t.id}/sandbox/dispute`));
    const list = (await ok(
      await api.get("/v1/disputes", { params: { transactionId: t.id as number } }),
    )) as unknown as Dispute[];
    expect(list).toHaveLength(1);
    return { transactionId: t.id as number, dispute: list[0], paid, held: await balance(api) };
  }

  test("a dispute is listed open with its amount held and a 7-day deadline; filters by status", async ({
    merchant,
  }) => {
    const { dispute } = await openDispute(merchant.api, 12345);
    expect(dispute).toMatchObject({ status: "open", amount: 12345, evidence: null });
    expect(Date.parse(dispute.responseDueAt) - Date.parse(dispute.createdAt)).toBe(7 * 86_400_000);
    const won = await merchant.api.get("/v1/disputes", { params: { status: "won,lost" } });
    expect(await won.json()).toEqual([]);
    expect((await ok(await merchant.api.get(`/v1/disputes/${dispute.id}`))).id).toBe(dispute.id);
  });

  test("evidence with files wins in the sandbox: the transaction is paid again, the hold comes back, the files download for the company only", async ({
    merchant,
    otherMerchant,
  }) => {
    const { transactionId, dispute, paid, held } = await openDispute(merchant.api);
    expect(held.available + held.waitingFunds).toBe(paid.available + paid.waitingFunds - 10000);
    const answered = (await ok(
      await merchant.api.post(`/v1/disputes/${dispute.id}/evidence`, {
        multipart: {
          text: "Pedido entregue em 12/03, rastreio AA123456789BR, assinado pela compradora.",
          files: file("comprovante de entrega.pdf", PDF),
        },
      }),
    )) as unknown as Dispute;
    expect(answered).toMatchObject({
      status: "won",
      evidence: { files: [{ name: "comprovante de entrega.pdf", size: PDF.length }] },
    });
    expect((await ok(await merchant.api.get(`/v1/transactions/${transactionId}`))).status).toBe("paid");
    expect(await balance(merchant.api)).toEqual(paid);
    const url = answered.evidence!.files[0].url;
    const download = await merchant.api.get(url);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(download.headers()["cache-control"]).toBe("private, no-store");
    expect(download.headers()["content-disposition"]).toContain("attachment");
    expect(Buffer.compare(await download.body(), PDF)).toBe(0);
    const stranger = await otherMerchant.api.get(url);
    expect(stranger.status()).toBe(404);
    expect((await stranger.json()).code).toBe("not_found");
    expect((await otherMerchant.api.get(`/v1/disputes/${dispute.id}`)).status()).toBe(404);
    await expectLedgerConsistent(merchant.api);
  });

  test("text alone (JSON) loses: charged back, a second answer is refused", async ({ merchant }) => {
    const { transactionId, dispute } = await openDispute(merchant.api);
    const lost = (await ok(
      await merchant.api.post(`/v1/disputes/${dispute.id}/evidence`, { data: { text: "O cliente recebeu." } }),
    )) as unknown as Dispute;
    expect(lost).toMatchObject({ status: "lost", evidence: { text: "O cliente recebeu.", files: [] } });
    expect((await ok(await merchant.api.get(`/v1/transactions/${transactionId}`))).status).toBe("chargedback");
    const again = await merchant.api.post(`/v1/disputes/${dispute.id}/evidence`, { data: { text: "de novo" } });
    expect(again.status()).toBe(422);
    expect((await again.json()).code).toBe("invalid_state");
    await expectLedgerConsistent(merchant.api);
  });

  test("bad evidence is a 400 naming each problem and stores nothing; a body over the limit is a 413", async ({
    merchant,
  }) => {
    const { dispute } = await openDispute(merchant.api);
    const path = `/v1/disputes/${dispute.id}/evidence`;
    const cases: [Record<string, unknown>, string][] = [
      [{ text: "ok", files: file("nota.exe", Buffer.from("MZ\x90\x00binary")) }, "files.0"],
      [{ text: "ok", files: file("disfarçado.pdf", Buffer.from("<html>not a pdf</html>")) }, "files.0"],
      [{ text: "   ", files: file("a.pdf", PDF) }, "text"],
      [{ files: file("a.png", PNG, "image/png") }, "text"],
    ];
    for (const [multipart, at] of cases) {
      const res = await merchant.api.post(path, { multipart: multipart as never });
      expect(res.status(), JSON.stringify(multipart)).toBe(400);
      const body = await res.json();
      expect(body.code).toBe("bad_request");
      expect(body.details.issues.map((i: { path: string }) => i.path)).toContain(at);
    }
    // six files: the form API takes one value per name, so build the body by hand
    const boundary = "----colmeia-test";
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\nseis arquivos\r\n`,
      ...Array.from({ length: 6 }, (_, i) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="f${i}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          PDF,
          Buffer.from("\r\n"),
        ]),
      ),
      `--${boundary}--\r\n`,
    ].map((p) => (typeof p === "string" ? Buffer.from(p) : p));
    const six = await merchant.api.post(path, {
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      data: Buffer.concat(parts),
    });
    expect(six.status()).toBe(400);
    expect((await six.json()).details.issues[0]).toMatchObject({ path: "files" });
    const big = await merchant.api.post(path, {
      multipart: { text: "grande", files: file("grande.pdf", Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])) },
    });
    expect(big.status()).toBe(400);
    expect((await big.json()).details.issues[0]).toMatchObject({ path: "files.0" });
    const huge = await merchant.api.post(path, {
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      data: Buffer.alloc(27 * 1024 * 1024, 0x61),
    });
    expect(huge.status()).toBe(413);
    expect((await huge.json()).code).toBe("payload_too_large");
    const garbled = await merchant.api.post(path, {
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      data: "not a multipart body",
    });
    expect(garbled.status()).toBe(400);
    expect(await ok(await merchant.api.get(`/v1/disputes/${dispute.id}`))).toMatchObject({
      status: "open",
      evidence: null,
    });
  });

  test("a chargeback straight from paid is listed lost, with nothing to answer", async ({ merchant }) => {
    const t = await paidCard(merchant.api, 5000);
    await ok(await merchant.api.post(`/v1/transactions/${t.id}/sandbox/chargeback`));
    const [d] = (await ok(
      await merchant.api.get("/v1/disputes", { params: { status: "lost" } }),
    )) as unknown as Dispute[];
    expect(d).toMatchObject({ status: "lost", amount: 5000, reason: "chargeback" });
    const res = await merchant.api.post(`/v1/disputes/${d.id}/evidence`, {
      multipart: { text: "x", files: file("a.pdf", PDF) },
    });
    expect(res.status()).toBe(422);
  });

  test("evidence file names lose bidirectional and other control characters (a name cannot pose as another type)", async ({
    merchant,
  }) => {
    const { dispute } = await openDispute(merchant.api);
    const answered = (await ok(
      await merchant.api.post(`/v1/disputes/${dispute.id}/evidence`, {
        multipart: { text: "Nota fiscal anexa.", files: file("nota\u202Efdp.exe", PDF) },
      }),
    )) as unknown as Dispute;
    const [stored] = answered.evidence!.files;
    expect(stored.name).toBe("notafdp.exe");
    const download = await merchant.api.get(stored.url);
    expect(download.headers()["content-disposition"]).not.toMatch(/%E2%80%AE|\u202e/i);
    for (const [name, kept] of [
      ["\u2066recibo\u2069\u200f.pdf", "recibo.pdf"],
      ["\u202Bcomprovante\u202C\u061C.png", "comprovante.png"],
    ]) {
      const other = await openDispute(merchant.api);
      const done = (await ok(
        await merchant.api.post(`/v1/disputes/${other.dispute.id}/evidence`, {
          multipart: { text: "Comprovante.", files: file(name, PDF) },
        }),
      )) as unknown as Dispute;
      expect(done.evidence!.files[0].name).toBe(kept);
    }
  });
});
