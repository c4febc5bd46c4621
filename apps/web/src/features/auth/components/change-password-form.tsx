import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordInputSchema } from '@groundwork/domain/auth';
import { Loader2Icon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';

/** The API's input plus a confirmation typed twice, checked here only. */
const changePasswordFormSchema = changePasswordInputSchema
  .extend({ confirmNewPassword: z.string().min(1, 'Please confirm the new password') })
  .refine((values) => values.newPassword === values.confirmNewPassword, {
    message: 'Passwords do not match',
    path: ['confirmNewPassword'],
  });

const emptyValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyValues });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) => {
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(emptyValues);
          toast.success('Password changed', { description: 'You have been signed out of every other device.' });
        },
        onError: (error) => {
          const onField = applyServerFieldErrors(error, setError, ['currentPassword', 'newPassword']);
          if (!onField) toast.error('Failed to change password', { description: errorMessage(error) });
        },
      },
    );
  });

  const busy = changePassword.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
        {(control) => <PasswordInput {...control} autoComplete="current-password" {...register('currentPassword')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="new-password" label="New password" error={errors.newPassword?.message} hint="At least 8 characters.">
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('newPassword')} />}
        </FormField>
        <FormField id="confirm-new-password" label="Confirm new password" error={errors.confirmNewPassword?.message}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" {...register('confirmNewPassword')} />}
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Change password
        </Button>
      </div>
    </form>
  );
}
