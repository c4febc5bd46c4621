import type { Coupon } from '@groundwork/domain/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const couponsQueryKey = ['coupons'] as const;

export function getCoupons(signal?: AbortSignal): Promise<{ coupons: Coupon[] }> {
  return api.get<{ coupons: Coupon[] }>('/coupons', { signal });
}

export function couponsQueryOptions() {
  return queryOptions({
    queryKey: [...couponsQueryKey, 'list'],
    queryFn: ({ signal }) => getCoupons(signal),
    select: (result) => result.coupons,
  });
}

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
