"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiFetch, apiList } from "@/lib/client/api-client";

// The CNAB 240 files of the boleto rail (docs/rails.md): remessas Colmeia writes for the bank and
// retornos the bank answers with, as GET /v1/boleto-files lists them.
export type BoletoFileSummary = {
  confirmed: number;
  rejected: number;
  paid: number;
  partiallyPaid: number;
  writtenOff: number;
  other: number;
};

export type BoletoFile = {
  id: number;
  kind: "remessa" | "retorno";
  sequence: number;
  status: string;
  recordCount: number;
  createdAt: string;
  summary: BoletoFileSummary | null;
};

/** POST /v1/boleto-files/retorno: `imported: false` when the same file was imported before (its id). */
export type ImportedRetorno = BoletoFile & { imported: boolean };

export const boletoFileKeys = {
  all: ["boleto-files"] as const,
  list: () => [...boletoFileKeys.all, "list"] as const,
};

/** The download URL of one file (a plain link: the browser saves it under the API's file name). */
export const boletoFileUrl = (id: number) => `/v1/boleto-files/${id}`;

export function useBoletoFiles() {
  return useQuery({
    queryKey: boletoFileKeys.list(),
    queryFn: ({ signal }) => apiList<BoletoFile>("/boleto-files", { signal }),
  });
}

/** The new remessa, or undefined when no boleto movement is pending (204). */
export function useGenerateRemessa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<BoletoFile | undefined>("/boleto-files/remessa", { method: "POST", body: {} }),
    // the sandbox bank answers a remessa with a retorno at once: the list gains both
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boletoFileKeys.list() }),
  });
}

export function useImportRetorno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set("file", file);
      return apiFetch<ImportedRetorno>("/boleto-files/retorno", { method: "POST", body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boletoFileKeys.list() }),
  });
}
