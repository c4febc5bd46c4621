import { AlertCircleIcon } from 'lucide-react';
import { Page, PageHeader } from '@/components/layouts/page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth/auth-provider';
import { useProfile } from '@/features/auth/api/get-profile';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { ProfileForm } from '@/features/auth/components/profile-form';
import { errorMessage } from '@/lib/api-client';

export default function ProfileRoute() {
  const { user: sessionUser } = useAuth();
  // The stored user shows at once; the profile call refreshes it in the background.
  const profile = useProfile();
  const user = profile.data?.user ?? sessionUser;
  if (!user) return null;

  return (
    <Page className="max-w-3xl">
      <PageHeader title="Profile" description="Your name and sign-in e-mail, and the password you use with Groundwork." />
      <div className="flex flex-col gap-6">
        {profile.isError && (
          <Alert variant="destructive" role="alert">
            <AlertCircleIcon aria-hidden="true" />
            <AlertTitle>Failed to get profile</AlertTitle>
            <AlertDescription>{errorMessage(profile.error)} The details below are the ones saved in this browser.</AlertDescription>
          </Alert>
        )}
        <Card>
          <CardHeader>
            <CardTitle>Personal details</CardTitle>
            <CardDescription>Shown to your team on estimates, notes and activity.</CardDescription>
          </CardHeader>
          <CardContent>
            <ProfileForm user={user} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Change password</CardTitle>
            <CardDescription>Changing it signs you out on every other device.</CardDescription>
          </CardHeader>
          <CardContent>
            <ChangePasswordForm />
          </CardContent>
        </Card>
      </div>
    </Page>
  );
}
