"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { apiFetch, apiList } from "@/lib/client/api-client";
import type { EmailMessage, EmailSettings, UpdateEmailSettingsInput } from "@/lib/schemas/email";

export const emailKeys = {
  all: ["emails"] as const,
  list: (params: Record<string, string>) => [...emailKeys.all, "list", params] as const,
  settings: () => ["email-settings"] as const,
};

export function useEmails(params: Record<string, string>) {
  return useQuery({
    queryKey: emailKeys.list(params),
    queryFn: ({ signal }) => apiList<EmailMessage>("/emails", { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEmailSettings() {
  return useQuery({
    queryKey: emailKeys.settings(),
    queryFn: ({ signal }) => apiFetch<EmailSettings>("/email-settings", { signal }),
  });
}

export function useUpdateEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateEmailSettingsInput) =>
      apiFetch<EmailSettings>("/email-settings", { method: "PATCH", body: input }),
    // a switch moves when clicked, and back if the server refuses
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: emailKeys.settings() });
      const before = queryClient.getQueryData<EmailSettings>(emailKeys.settings());
      if (before)
        queryClient.setQueryData<EmailSettings>(emailKeys.settings(), {
          ...before,
          kinds: { ...before.kinds, ...input.kinds },
          locale: input.locale ?? before.locale,
          myAlerts: before.myAlerts && { ...before.myAlerts, ...input.myAlerts },
        });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(emailKeys.settings(), context.before);
    },
    onSuccess: (settings) => queryClient.setQueryData(emailKeys.settings(), settings),
  });
}
