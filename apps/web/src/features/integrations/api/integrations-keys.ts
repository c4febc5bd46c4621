/** The query keys of integrations: built here only. */
export const integrationsKeys = {
  all: ['integrations'] as const,
  summary: () => [...integrationsKeys.all, 'summary'] as const,
  webhooks: () => [...integrationsKeys.all, 'webhooks'] as const,
  deliveries: (webhookId: string, page: number) => [...integrationsKeys.all, 'deliveries', webhookId, page] as const,
  apiKeys: () => [...integrationsKeys.all, 'api-keys'] as const,
  calendarFeeds: () => [...integrationsKeys.all, 'calendar-feeds'] as const,
};
