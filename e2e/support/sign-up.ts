import { randomCnpj, uid } from "./documents";

/**
 * A new company through sandbox sign-up on the server at `baseUrl` (the reliability specs start
 * their own servers): a fresh legal name, CNPJ, owner and login unless `fields` says otherwise.
 */
export function signUp(baseUrl: string, fields: Record<string, unknown> = {}): Promise<Response> {
  const id = uid();
  const body = {
    legalName: `Loja ${id}`,
    documentNumber: randomCnpj(),
    ownerName: "Ana Teste",
    email: `owner-${id}@example.com`,
    password: `senha-${id}`,
    ...fields,
  };
  return fetch(`${baseUrl}/api/sandbox/companies`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}
