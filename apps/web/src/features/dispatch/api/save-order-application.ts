import type { Application, CreateApplicationInput, UpdateApplicationInput } from '@groundwork/domain/chemical-applications';
import { api } from '@/lib/api-client';

/**
 * The crew's record of one application on the order: POST /chemical_applications (with the order's id) the first
 * time, PUT /chemical_applications/{id} to fill in what an existing record lacks. A warning without a reason answers
 * 422 on `overrideReasons.{code}`.
 */
export type OrderApplicationSave = { kind: 'create'; input: CreateApplicationInput; idempotencyKey: string } | { kind: 'update'; id: string; input: UpdateApplicationInput };

export async function saveOrderApplication(save: OrderApplicationSave): Promise<Application> {
  const { application } =
    save.kind === 'create'
      ? await api.post<{ application: Application }>('/chemical_applications', save.input, { idempotencyKey: save.idempotencyKey })
      : await api.put<{ application: Application }>(`/chemical_applications/${encodeURIComponent(save.id)}`, save.input);
  return application;
}
