import type { UserRole } from "@/lib/schemas/users";

export const ROLE_LABELS: Record<UserRole, string> = { owner: "Proprietário", admin: "Administrador", viewer: "Somente leitura" };

export const ROLE_HINTS: Record<UserRole, string> = {
  owner: "Tudo, inclusive chaves de API e usuários.",
  admin: "Opera a conta: estornos, transferências, links e configurações.",
  viewer: "Só consulta; não altera nada.",
};

/** The roles a user may hand out: only owners grant owner. */
export function assignableRoles(actor: UserRole): UserRole[] {
  return actor === "owner" ? ["owner", "admin", "viewer"] : ["admin", "viewer"];
}
