import type { Coupon, CouponFormValues } from '@groundwork/domain/coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { couponsQueryKey } from './get-coupons';

/** Adds a coupon, or changes one when `id` is given (with the `updatedAt` it was loaded at: a newer one answers 409). */
export function saveCoupon({ id, input }: { id?: string; input: CouponFormValues }): Promise<{ coupon: Coupon }> {
  return id ? api.put<{ coupon: Coupon }>(`/coupons/${encodeURIComponent(id)}`, input) : api.post<{ coupon: Coupon }>('/coupons', input);
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}
