import { expect, test } from "../fixtures";
import { uid } from "../support/documents";
import { signIn } from "../support/session";
import { brl, expectAccessible, expectFitsPhone } from "./checks";
import { logIn } from "./login";

test("the owner creates an API key in the dashboard, uses it over HTTP, and it answers 401 once revoked", async ({
  page,
  merchant,
  request,
}) => {
  await logIn(page, merchant, "/settings/api-keys");
  await expect(page.getByRole("heading", { name: "Configurações", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Chave pública" }).locator("code")).toHaveText(/^pk_test_/);
  const keys = page.getByRole("table", { name: "Chaves secretas" });
  await expect(keys.locator("tbody tr")).toHaveCount(1);

  await page.getByRole("button", { name: "Nova chave" }).click();
  await page.getByRole("button", { name: "Criar chave" }).click();
  await expect(page.getByText("Campo obrigatório.")).toBeVisible();
  const name = `Loja virtual ${uid()}`;
  await page.getByLabel("Nome da chave").fill(name);
  await page.getByRole("button", { name: "Criar chave" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toHaveText(/^sk_test_[A-Za-z0-9]{32}$/);
  const key = (await shown.textContent())!;
  await expectAccessible(page, "api keys with a new key");
  await page.screenshot({ path: "docs/screenshots/settings-api-keys.png", fullPage: true });

  const company = await request.get("/v1/company", { headers: { "x-api-key": key } });
  expect(company.status()).toBe(200);
  expect((await company.json()).id).toBe(merchant.companyId);

  await page.getByRole("button", { name: "Já copiei" }).click();
  await expect(shown).toHaveCount(0);
  const row = keys.locator("tbody tr", { hasText: name });
  await expect(row).toContainText(`${key.slice(0, 12)}…`);
  await expect(row).toContainText("Ativa");
  await page.reload();
  await expect(row).toBeVisible();
  expect(await page.content()).not.toContain(key);

  await row.getByRole("button", { name: `Revogar a chave ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Revogar chave de API?" });
  await expect(dialog).toContainText(key.slice(0, 12));
  await dialog.getByRole("button", { name: "Revogar chave" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Revogada em");
  await expect(row.getByRole("button", { name: /Revogar/ })).toHaveCount(0);
  const after = await request.get("/v1/company", { headers: { "x-api-key": key } });
  expect(after.status()).toBe(401);
});

test("the company profile is saved, and the owner adds, promotes and removes a user", async ({ page, merchant }) => {
  await logIn(page, merchant, "/settings");
  const profile = page.getByRole("form", { name: "Dados da empresa" });
  await profile.getByLabel("Nome fantasia").fill("Empório da Colmeia");
  await profile.getByLabel("CEP").fill("01310100");
  await expect(profile.getByLabel("CEP")).toHaveValue("01310-100");
  await profile.getByLabel("Cidade").fill("São Paulo");
  await profile.getByRole("button", { name: "Salvar dados" }).click();
  await expect(profile.getByText("Dados salvos.")).toBeVisible();
  await expectAccessible(page, "company settings");
  await page.screenshot({ path: "docs/screenshots/settings.png", fullPage: true });
  await profile.getByLabel("Razão social").fill("X");
  await expect(profile.getByText("Dados salvos.")).toHaveCount(0);
  await profile.getByRole("button", { name: "Salvar dados" }).click();
  await expect(profile.getByText("Use pelo menos 2 caracteres.")).toBeVisible();
  await expectAccessible(page, "company settings with an error");
  await page.reload();
  await expect(profile.getByLabel("Nome fantasia")).toHaveValue("Empório da Colmeia");
  await expect(profile.getByLabel("CEP")).toHaveValue("01310-100");

  await page.getByRole("link", { name: "Usuários" }).click();
  const users = page.getByRole("table", { name: "Usuários" });
  await expect(users.locator("tbody tr")).toHaveCount(1);
  await expect(users).toContainText("Você");
  await page.getByRole("button", { name: "Novo usuário" }).click();
  const form = page.getByRole("form", { name: "Novo usuário" });
  await form.getByLabel("Nome").fill("Rita Leitora");
  await form.getByLabel("E-mail").fill(merchant.email);
  await form.getByLabel("Senha inicial").fill("curta");
  await form.getByRole("button", { name: "Criar usuário" }).click();
  await expect(form.getByText("Use pelo menos 10 caracteres.")).toBeVisible();
  await form.getByLabel("Senha inicial").fill("senha-bem-longa-123");
  await form.getByRole("button", { name: "Criar usuário" }).click();
  await expect(form.getByText("Já existe um usuário com este e-mail.")).toBeVisible();
  const email = `rita-${uid()}@example.com`;
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Papel").selectOption("viewer");
  await form.getByRole("button", { name: "Criar usuário" }).click();
  const rita = users.locator("tbody tr", { hasText: email });
  await expect(rita.getByLabel("Papel de Rita Leitora")).toHaveValue("viewer");
  await rita.getByLabel("Papel de Rita Leitora").selectOption("admin");
  await expect(rita.getByLabel("Papel de Rita Leitora")).toHaveValue("admin");
  await expect(rita.getByLabel("Papel de Rita Leitora")).toBeEnabled();
  await expectAccessible(page, "users");
  await rita.getByRole("button", { name: "Remover Rita Leitora" }).click();
  await page.getByRole("dialog", { name: "Remover usuário?" }).getByRole("button", { name: "Remover usuário" }).click();
  await expect(rita).toHaveCount(0);
  for (const path of ["/settings", "/settings/api-keys", "/settings/users"]) await expectFitsPhone(page, path);
});

test("clearing an address field in the company form removes it from the stored address", async ({ page, merchant }) => {
  const before = await (
    await merchant.api.patch("/v1/company", {
      data: {
        address: {
          street: "Rua das Abelhas",
          streetNumber: "12",
          complement: "Sala 3",
          city: "Curitiba",
          state: "PR",
          zipCode: "80010000",
        },
      },
    })
  ).json();
  await logIn(page, merchant, "/settings");
  const profile = page.getByRole("form", { name: "Dados da empresa" });
  await expect(profile.getByLabel("Complemento")).toHaveValue("Sala 3");
  await profile.getByLabel("Complemento").fill("");
  await profile.getByLabel("Número").fill("14");
  await profile.getByRole("button", { name: "Salvar dados" }).click();
  await expect(profile.getByText("Dados salvos.")).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel("Número")).toHaveValue("14");
  await expect(profile.getByLabel("Complemento")).toHaveValue("");
  await expect(profile.getByLabel("Logradouro")).toHaveValue("Rua das Abelhas");
  await expect(profile.getByLabel("CEP")).toHaveValue("80010-000");
  const { address } = await (await merchant.api.get("/v1/company")).json();
  const { complement: _complement, ...kept } = before.address;
  expect(address).toEqual({ ...kept, streetNumber: "14", country: "BR" });
  expect(address).not.toHaveProperty("complement");
});

test("the merchant edits the invoice descriptor and business details in the company form; they stay after a reload", async ({
  page,
  merchant,
}) => {
  await logIn(page, merchant, "/settings");
  const profile = page.getByRole("form", { name: "Dados da empresa" });
  const save = () => profile.getByRole("button", { name: "Salvar dados" }).click();
  await expect(profile.getByLabel("Nome na fatura")).toHaveValue("");
  await expect(profile.getByLabel("Vende produtos físicos?")).toHaveValue("");

  // the API's own rules, before any request
  await profile.getByLabel("Nome na fatura").fill("MEL DA SERRÁ");
  await profile.getByLabel("Site").fill("mel.example");
  await save();
  await expect(profile.getByText("Use de 1 a 13 letras sem acento, números ou espaços.")).toBeVisible();
  await expect(profile.getByText("Informe uma URL http:// ou https:// válida.")).toBeVisible();

  await profile.getByLabel("Nome na fatura").fill("MEL DA SERRA");
  await profile.getByLabel("Faturamento médio mensal").fill("50.000,00");
  await profile.getByLabel("Ticket médio").fill("89,90");
  await profile.getByLabel("O que você vende").fill("Mel, própolis e cestas");
  await profile.getByLabel("Site").fill("https://mel.example/loja");
  await profile.getByLabel("E-mail de contato").fill("contato@mel.example");
  await profile.getByLabel("Telefone").fill("41998765432");
  await expect(profile.getByLabel("Telefone")).toHaveValue("(41) 99876-5432");
  await profile.getByLabel("Vende produtos físicos?").selectOption("true");
  await profile.getByLabel("Pretende vender pela Colmeia?").selectOption("true");
  await profile.getByLabel("Pretende usar o programa de indicação?").selectOption("false");
  await save();
  await expect(profile.getByText("Dados salvos.")).toBeVisible();
  await expectAccessible(page, "company settings with business details");

  await page.reload();
  await expect(profile.getByLabel("Nome na fatura")).toHaveValue("MEL DA SERRA");
  await expect(profile.getByLabel("Faturamento médio mensal")).toHaveValue(brl(5000000));
  await expect(profile.getByLabel("Ticket médio")).toHaveValue(brl(8990));
  await expect(profile.getByLabel("O que você vende")).toHaveValue("Mel, própolis e cestas");
  await expect(profile.getByLabel("Site")).toHaveValue("https://mel.example/loja");
  await expect(profile.getByLabel("E-mail de contato")).toHaveValue("contato@mel.example");
  await expect(profile.getByLabel("Telefone")).toHaveValue("(41) 99876-5432");
  await expect(profile.getByLabel("Vende produtos físicos?")).toHaveValue("true");
  await expect(profile.getByLabel("Pretende vender pela Colmeia?")).toHaveValue("true");
  await expect(profile.getByLabel("Pretende usar o programa de indicação?")).toHaveValue("false");
  const stored = await (await merchant.api.get("/v1/company")).json();
  expect(stored).toMatchObject({
    invoiceDescriptor: "MEL DA SERRA",
    details: {
      averageRevenue: 50_000,
      averageTicket: 89.9,
      physicalProducts: true,
      productsDescription: "Mel, própolis e cestas",
      siteUrl: "https://mel.example/loja",
      phone: "41998765432",
      email: "contato@mel.example",
      intentionToSell: true,
      intentionToUseReferral: false,
    },
  });

  // emptied fields and "Não informado" are removed (null), the rest stays
  await profile.getByLabel("Telefone").fill("");
  await profile.getByLabel("Ticket médio").fill("");
  await profile.getByLabel("Pretende vender pela Colmeia?").selectOption("");
  await save();
  await expect(profile.getByText("Dados salvos.")).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel("Telefone")).toHaveValue("");
  await expect(profile.getByLabel("Ticket médio")).toHaveValue("");
  await expect(profile.getByLabel("Pretende vender pela Colmeia?")).toHaveValue("");
  const after = await (await merchant.api.get("/v1/company")).json();
  expect(after).toEqual({
    ...stored,
    details: { ...stored.details, phone: null, averageTicket: null, intentionToSell: null },
  });
});

test("a viewer sees the money pages read-only", async ({ page, merchant, playwright, baseURL }) => {
  const owner = await playwright.request.newContext({ baseURL });
  await signIn(owner, merchant.email, merchant.password);
  const viewer = { name: "Vera", email: `vera-${uid()}@example.com`, password: "senha-bem-longa-123", role: "viewer" };
  expect((await owner.post("/v1/users", { data: viewer })).status()).toBe(200);
  await owner.dispose();

  await logIn(page, viewer, "/recipients");
  await expect(page.getByRole("table", { name: "Recebedores" }).locator("tbody tr")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Novo recebedor" })).toHaveCount(0);
  await page.goto("/transfers/new");
  await expect(page.getByText("Seu usuário tem acesso somente leitura.")).toBeVisible();
  await page.goto("/payment-links");
  await expect(page.getByRole("link", { name: "Novo link" })).toHaveCount(0);
  await page.goto("/settings/api-keys");
  await expect(
    page.getByText("Só proprietários da conta podem ver, criar e revogar chaves secretas de API."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Nova chave" })).toHaveCount(0);
  await page.goto("/settings");
  await expect(page.getByRole("form", { name: "Dados da empresa" })).toHaveCount(0);
  await page.goto("/settings/users");
  await expect(page.getByRole("button", { name: "Novo usuário" })).toHaveCount(0);
  await expectAccessible(page, "users as a viewer");
});
