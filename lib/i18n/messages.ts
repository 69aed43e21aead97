import ptCommon from "./messages/pt-BR/common.json";
import enCommon from "./messages/en/common.json";
import type { Locale } from "./config";

// One JSON file per dashboard area and language; each file owns its top-level namespaces.
// The English catalogue must have exactly the keys of the Portuguese one (typed here, and checked
// both ways by messages.test.ts).
const ptBR = { ...ptCommon };
export type Messages = typeof ptBR;

const en: Messages = { ...enCommon };

export const MESSAGES: Record<Locale, Messages> = { "pt-BR": ptBR, en };
