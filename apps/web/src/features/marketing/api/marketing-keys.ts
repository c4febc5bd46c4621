/** The marketing area's query keys: a change anywhere refreshes `all` (a channel's spend moves the plan, a campaign's channel its results). */
export const marketingKeys = {
  all: ['marketing'] as const,
  plan: (year: number) => [...marketingKeys.all, 'plan', year] as const,
  channels: (from: string | null, to: string | null) => [...marketingKeys.all, 'channels', from, to] as const,
  spend: (channelId: string, year: number) => [...marketingKeys.all, 'spend', channelId, year] as const,
  avatar: () => [...marketingKeys.all, 'avatar'] as const,
  campaigns: (year: number | null) => [...marketingKeys.all, 'campaigns', year] as const,
  content: () => [...marketingKeys.all, 'content'] as const,
};
