"use client";

import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { apiFetch, apiList } from "@/lib/client/api-client";
import type { BoletoFileSchema } from "@/lib/schemas/boleto-files";

// The CNAB 240 files of a rail (docs/rails.md): remessas Colmeia writes for the bank and retornos the
// bank answers with. The boleto rail (/v1/boleto-files) and the payout rail (/v1/payout-files) answer
// the same shapes (lib/schemas/boleto-files.ts, payout-files.ts); only the summary's counters differ.
export type BankFile<Summary> = Omit<z.infer<typeof BoletoFileSchema>, "summary"> & { summary: Summary | null };

/** POST …/retorno: `imported: false` when the same file was imported before (its id). */
export type ImportedRetorno<Summary> = BankFile<Summary> & { imported: boolean };

/** Which rail's files: its API path, and what else a retorno changes on other screens. */
export type BankFilesApi<Summary> = {
  path: "/boleto-files" | "/payout-files";
  /** POST …/remessa answers one file (boletos) or an array of them (payouts: Pix in a file of its own) */
  remessaAnswers: "one" | "several";
  /** queries a remessa or retorno changes besides the list (the transfers a payout retorno settles) */
  alsoChanges: QueryKey[];
  /** phantom: ties the summary's type to the rail */
  summary?: Summary;
};

const listKey = (api: BankFilesApi<unknown>) => [api.path.slice(1), "list"] as const;

/** The download URL of one file (a plain link: the browser saves it under the API's file name). */
export const bankFileUrl = (api: BankFilesApi<unknown>, id: number) => `/v1${api.path}/${id}`;

export function useBankFiles<S>(api: BankFilesApi<S>) {
  return useQuery({
    queryKey: listKey(api),
    queryFn: ({ signal }) => apiList<BankFile<S>>(api.path, { signal }),
  });
}

function useInvalidate(api: BankFilesApi<unknown>) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([listKey(api), ...api.alsoChanges].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The new remessas (none when nothing is pending: 204). */
export function useGenerateRemessa<S>(api: BankFilesApi<S>) {
  const invalidate = useInvalidate(api);
  return useMutation({
    mutationFn: async (): Promise<BankFile<S>[]> => {
      const answer = await apiFetch<BankFile<S> | BankFile<S>[] | undefined>(`${api.path}/remessa`, {
        method: "POST",
        body: {},
      });
      if (!answer) return [];
      return api.remessaAnswers === "several" ? (answer as BankFile<S>[]) : [answer as BankFile<S>];
    },
    // the sandbox bank answers a remessa with a retorno at once: the list gains both
    onSuccess: invalidate,
  });
}

export function useImportRetorno<S>(api: BankFilesApi<S>) {
  const invalidate = useInvalidate(api);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return apiFetch<ImportedRetorno<S>>(`${api.path}/retorno`, { method: "POST", body: form });
    },
    onSuccess: invalidate,
  });
}
