import type { ApplicationSettings, UpdateApplicationSettingsInput } from '@groundwork/domain/chemical-applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationsKeys } from './get-applications';

/** PUT /chemical_applications/settings with the `updatedAt` read (null before the first save; stale → 409). */
export async function updateApplicationSettings(input: UpdateApplicationSettingsInput): Promise<ApplicationSettings> {
  const { settings } = await api.put<{ settings: ApplicationSettings }>('/chemical_applications/settings', input);
  return settings;
}

export function useUpdateApplicationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApplicationSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(applicationsKeys.settings, settings);
      // Which fields a record needs follows the states: every record's missing fields may have changed.
      void queryClient.invalidateQueries({ queryKey: applicationsKeys.lists });
      void queryClient.invalidateQueries({ queryKey: applicationsKeys.details });
    },
  });
}
