import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileInputSchema, type User } from '@groundwork/domain/auth';
import { Loader2Icon, MailCheckIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ user }: { user: User }) {
  const updateProfile = useUpdateProfile();
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email, currentPassword: '' },
  });
  // A new sign-in e-mail is a change of who owns the account: it asks for the password.
  const typedEmail = useWatch({ control, name: 'email' });
  const emailChanging = (typedEmail ?? '').trim().toLowerCase() !== user.email;

  // A fresher copy of the user (the profile query) replaces the form's values unless the user is typing.
  useEffect(() => {
    if (!isDirty) reset({ firstName: user.firstName, lastName: user.lastName, email: user.email, currentPassword: '' });
  }, [user.firstName, user.lastName, user.email, isDirty, reset]);

  const onSubmit = handleSubmit((values) => {
    const input = emailChanging ? values : { firstName: values.firstName, lastName: values.lastName, email: values.email };
    updateProfile.mutate(input, {
      onSuccess: ({ user: saved, emailConfirmationSentTo }) => {
        reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email, currentPassword: '' });
        setConfirmationSentTo(emailConfirmationSentTo);
        toast.success('Profile updated');
      },
      onError: (error) => {
        const onField = applyServerFieldErrors(error, setError, ['firstName', 'lastName', 'email', 'currentPassword']);
        toast.error('Failed to update profile', { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
      },
    });
  });

  const busy = updateProfile.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {confirmationSentTo && (
        <Alert role="status">
          <MailCheckIcon aria-hidden="true" />
          <AlertTitle>Check {confirmationSentTo}</AlertTitle>
          <AlertDescription>
            We sent a link there. Your sign-in e-mail changes when you open it (within 24 hours); until then you sign in with {user.email}.
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField id="profile-first-name" label="First name" error={errors.firstName?.message} autoComplete="given-name" {...register('firstName')} />
        <InputField id="profile-last-name" label="Last name" error={errors.lastName?.message} autoComplete="family-name" {...register('lastName')} />
      </div>
      <InputField
        id="profile-email"
        label="Email"
        error={errors.email?.message}
        hint="You sign in with this address; password reset links go here. A new address is confirmed by a link sent to it."
        type="email"
        autoComplete="email"
        {...register('email')}
      />
      {emailChanging && (
        <FormField id="profile-current-password" label="Current password" error={errors.currentPassword?.message} hint="Needed to change your e-mail.">
          {(field) => <PasswordInput {...field} autoComplete="current-password" {...register('currentPassword')} />}
        </FormField>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save changes
        </Button>
      </div>
    </form>
  );
}
