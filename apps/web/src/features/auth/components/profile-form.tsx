import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileInputSchema, type User } from '@groundwork/domain/auth';
import { Loader2Icon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ user }: { user: User }) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });

  // A fresher copy of the user (the profile query) replaces the form's values unless the user is typing.
  useEffect(() => {
    if (!isDirty) reset({ firstName: user.firstName, lastName: user.lastName, email: user.email });
  }, [user.firstName, user.lastName, user.email, isDirty, reset]);

  const onSubmit = handleSubmit((values) => {
    updateProfile.mutate(values, {
      onSuccess: ({ user: saved }) => {
        reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email });
        toast.success('Profile updated');
      },
      onError: (error) => {
        const onField = applyServerFieldErrors(error, setError, ['firstName', 'lastName', 'email']);
        toast.error('Failed to update profile', { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
      },
    });
  });

  const busy = updateProfile.isPending;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField id="profile-first-name" label="First name" error={errors.firstName?.message} autoComplete="given-name" {...register('firstName')} />
        <InputField id="profile-last-name" label="Last name" error={errors.lastName?.message} autoComplete="family-name" {...register('lastName')} />
      </div>
      <InputField
        id="profile-email"
        label="Email"
        error={errors.email?.message}
        hint="You sign in with this address; password reset links go here."
        type="email"
        autoComplete="email"
        {...register('email')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save changes
        </Button>
      </div>
    </form>
  );
}
