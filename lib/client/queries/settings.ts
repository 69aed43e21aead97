"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { apiFetch, apiList } from "@/lib/client/api-client";
import type { ApiKey, ApiKeyWithSecret, CreateApiKeyInput } from "@/lib/schemas/api-keys";
import type { CompanySchema, UpdateCompanyInput } from "@/lib/schemas/company";
import type { CreatedUser, CreateUserInput, UpdateUserInput, User } from "@/lib/schemas/users";

export type Company = z.infer<typeof CompanySchema>;

export const companyKeys = { all: ["company"] as const };
export const apiKeyKeys = { all: ["api-keys"] as const, list: () => [...apiKeyKeys.all, "list"] as const };
export const userKeys = { all: ["users"] as const, list: () => [...userKeys.all, "list"] as const };

export function useCompany() {
  return useQuery({
    queryKey: companyKeys.all,
    queryFn: ({ signal }) => apiFetch<Company>("/company", { signal }),
    staleTime: 60_000,
  });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanyInput) => apiFetch<Company>("/company", { method: "PATCH", body: input }),
    onSuccess: (company) => queryClient.setQueryData(companyKeys.all, company),
  });
}

export function useApiKeys({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: apiKeyKeys.list(),
    queryFn: ({ signal }) => apiList<ApiKey>("/api-keys", { query: { limit: "100" }, signal }),
    enabled,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => apiFetch<ApiKeyWithSecret>("/api-keys", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/api-keys/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useUsers() {
  return useQuery({
    queryKey: userKeys.list(),
    queryFn: ({ signal }) => apiList<User>("/users", { query: { limit: "100" }, signal }),
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => apiFetch<CreatedUser>("/users", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateUserInput }) =>
      apiFetch<User>(`/users/${id}`, { method: "PATCH", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

/** An owner gives a member a temporary password (answered once); the member changes it at the next sign-in. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ userId: number; email: string; temporaryPassword: string }>(`/users/${id}/password-reset`, {
        method: "POST",
      }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<void>(`/users/${id}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
