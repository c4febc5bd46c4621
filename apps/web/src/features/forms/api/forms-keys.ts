/** The query keys of lead-capture forms: built here only. */
export const formsKeys = {
  all: ['lead-forms'] as const,
  list: () => [...formsKeys.all, 'list'] as const,
  choices: () => [...formsKeys.all, 'choices'] as const,
  submissions: (formId: string, page: number) => [...formsKeys.all, 'submissions', formId, page] as const,
  publicForm: (token: string) => ['public-lead-form', token] as const,
};
