import type { UpdateProfileInput, UpdateProfileResult } from '@groundwork/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAuth } from '../auth-provider';
import { getProfileQueryOptions } from './get-profile';

export function updateProfile(input: UpdateProfileInput): Promise<UpdateProfileResult> {
  return api.put<UpdateProfileResult>('/auth/profile', input);
}

export function useUpdateProfile() {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => {
      updateUser(result.user);
      queryClient.setQueryData(getProfileQueryOptions().queryKey, { user: result.user });
    },
  });
}
