import type { PixKeyHolder, PixKeyQuery } from "./port";

// The sandbox bank's DICT (docs/rails.md, "Payouts"): the sandbox has no directory of Pix keys, so
// it answers with a small documented rule that makes every outcome testable. A marked key belongs
// to someone else or to no one; any other key belongs to the holder Colmeia expects (the
// recipient), which is all the sandbox can say of it.
//
//   e-mail   local part (before any +tag) `outro` → another holder, `naoexiste` → not found
//   phone    last eight digits 99999999 → another holder, 00000000 → not found
//   random   first group ffffffff → another holder, 00000000 → not found

/** The other holder of a key marked as someone else's: a valid CPF that is never the expected one. */
export const SANDBOX_OTHER_HOLDERS = ["52998224725", "11144477735"] as const;

type Mark = "other" | "missing" | undefined;

function markOf({ type, key }: Pick<PixKeyQuery, "type" | "key">): Mark {
  switch (type) {
    case "email": {
      const local = key.slice(0, key.lastIndexOf("@")).split("+")[0];
      return local === "outro" ? "other" : local === "naoexiste" ? "missing" : undefined;
    }
    case "phone":
      return key.endsWith("99999999") ? "other" : key.endsWith("00000000") ? "missing" : undefined;
    case "evp":
      return key.startsWith("ffffffff-") ? "other" : key.startsWith("00000000-") ? "missing" : undefined;
  }
}

/** Who holds `key` in the sandbox's DICT, or null for a key no account has. */
export function sandboxDictHolder(query: PixKeyQuery): PixKeyHolder | null {
  const mark = markOf(query);
  if (mark === "missing") return null;
  if (mark === "other") {
    const other = SANDBOX_OTHER_HOLDERS.find((d) => d !== query.expectedHolder)!;
    return { holderDocument: other, holderName: "Outra Pessoa (sandbox)" };
  }
  return { holderDocument: query.expectedHolder };
}
