import { leadFormChoicesSchema, leadFormListSchema, type LeadForm, type LeadFormChoices } from '@groundwork/domain/forms';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { formsKeys } from './forms-keys';

/** GET /lead_forms: every form, newest first, with its links and submission counts. */
export async function getLeadForms(signal?: AbortSignal): Promise<LeadForm[]> {
  return leadFormListSchema.parse(await api.get<unknown>('/lead_forms', { signal })).forms;
}

export function getLeadFormsQueryOptions() {
  return queryOptions({ queryKey: formsKeys.list(), queryFn: ({ signal }) => getLeadForms(signal) });
}

export function useLeadForms() {
  return useQuery(getLeadFormsQueryOptions());
}

/** GET /lead_forms/choices: the company's lead custom fields and lead sources, for the builder. */
export async function getLeadFormChoices(signal?: AbortSignal): Promise<LeadFormChoices> {
  return leadFormChoicesSchema.parse(await api.get<unknown>('/lead_forms/choices', { signal }));
}

export function useLeadFormChoices() {
  return useQuery(queryOptions({ queryKey: formsKeys.choices(), queryFn: ({ signal }) => getLeadFormChoices(signal) }));
}
