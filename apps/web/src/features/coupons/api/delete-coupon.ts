import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { couponsQueryKey } from './get-coupons';

export function deleteCoupon(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/coupons/${encodeURIComponent(id)}`);
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}
