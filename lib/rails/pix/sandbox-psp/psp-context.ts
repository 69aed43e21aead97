import "server-only";

// What one built-in PSP is configured with (createSandboxPsp).
export type PspContext = {
  /** the path the handler is served under, e.g. /sandbox/psp */
  basePath: string;
  /** host (and port) written into each charge's location, which carries no scheme */
  locationHost: string;
  credentials: { clientId: string; clientSecret: string; pixKey: string };
  /** the account holder shown on cobv charges and BR Codes */
  recebedor: { cnpj: string; nome: string; logradouro: string; cidade: string; uf: string; cep: string };
  tokenTtlSeconds: number;
  /** immediate: a devolução is DEVOLVIDO at once; manual: EM_PROCESSAMENTO until the simulator settles it */
  refundSettlement: "immediate" | "manual";
  webhookTimeoutMs: number;
};
