import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { getPublicPaymentLink } from "@/lib/domain/checkout/get-public-payment-link";
import { ApiError } from "@/lib/platform/errors";
import { createPaymentLinkSchema } from "@/lib/schemas/payment-links";
import { makeCompany } from "@/lib/test/factories";

import { createPaymentLink } from "./create-payment-link";
import { listPaymentLinks } from "./list-payment-links";
import { updatePaymentLink } from "./update-payment-link";

const tag = () => randomBytes(4).toString("hex");
const create = (companyId: number, alias: string) =>
  createPaymentLink({
    companyId,
    input: createPaymentLinkSchema.parse({ title: `Link ${alias}`, amount: 1000, alias }),
  });

describe("payment-link aliases: kept as sent, unique whatever the case (real database)", () => {
  it("parallel creates of one alias in different cases, across two companies, make exactly one link", async () => {
    const [{ company: a }, { company: b }] = [await makeCompany(), await makeCompany()];
    const alias = `MinhaLoja_${tag()}`;
    const variants = [
      alias,
      alias.toLowerCase(),
      alias.toUpperCase(),
      alias,
      `minhaLOJA_${alias.slice(10)}`,
      alias.toLowerCase(),
    ];
    const results = await Promise.allSettled(variants.map((v, i) => create(i % 2 ? b.id : a.id, v)));
    const made = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(variants.length - 1);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ApiError);
      expect(r.reason).toMatchObject({ code: "unprocessable_entity", details: { field: "alias" } });
    }
    const winner = (made[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof create>>>).value;
    expect(variants).toContain(winner.alias);
    const all = [
      ...(await listPaymentLinks({ companyId: a.id, query: { limit: 100, offset: 0 } })).data,
      ...(await listPaymentLinks({ companyId: b.id, query: { limit: 100, offset: 0 } })).data,
    ];
    expect(all.filter((l) => l.alias.toLowerCase() === alias.toLowerCase())).toHaveLength(1);
  });

  it("keeps the case sent, and the public lookup finds the link in any case", async () => {
    const { company } = await makeCompany();
    const alias = `Mel_Do-Sitio_${tag()}`;
    const link = await create(company.id, alias);
    expect(link.alias).toBe(alias);
    expect(link.url.endsWith(`/pay/${alias}`)).toBe(true);
    for (const asked of [alias, alias.toLowerCase(), alias.toUpperCase()])
      expect((await getPublicPaymentLink({ alias: asked }))?.id, asked).toBe(link.id);
    expect(await getPublicPaymentLink({ alias: asked404(alias) })).toBeNull();
  });

  it("a rename into another link's alias in another case is refused; a link may change the case of its own", async () => {
    const { company } = await makeCompany();
    const first = await create(company.id, `Primeiro_${tag()}`);
    const second = await create(company.id, `segundo_${tag()}`);
    await expect(
      updatePaymentLink({
        companyId: company.id,
        paymentLinkId: second.id,
        input: { alias: first.alias.toUpperCase() },
      }),
    ).rejects.toMatchObject({
      code: "unprocessable_entity",
      details: { field: "alias" },
    });
    const recased = await updatePaymentLink({
      companyId: company.id,
      paymentLinkId: second.id,
      input: { alias: second.alias.toUpperCase() },
    });
    expect(recased.alias).toBe(second.alias.toUpperCase());
    expect((await getPublicPaymentLink({ alias: second.alias }))?.id).toBe(second.id);
  });
});

// the same letters with one more character: not the link
const asked404 = (alias: string) => `${alias}x`;
