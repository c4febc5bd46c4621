import { apiKeyInputSchema, apiKeyScopeLabels, apiKeyScopes, type ApiKey, type ApiKeyScope } from '@groundwork/domain/integrations';
import { CopyIcon, KeyRoundIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField, InputField } from '@/components/ui/form-field';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { firstIssueByField } from '@/lib/domain-resolver';
import { formatDateTime } from '@/lib/format';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

/**
 * API keys on /integrations: make a key (shown once, to copy), see when each was last used, revoke one for good.
 * Admins only. A key acts as the admin who made it, read-only or read-write.
 */
export function ApiKeysSection({ timeZone }: { timeZone: string }) {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [making, setMaking] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  if (keys.isPending) return <LoadingRows rows={2} label="Loading the API keys" />;
  if (keys.isError) return <LoadError title="Could not load the API keys" error={keys.error} onRetry={() => void keys.refetch()} />;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="max-w-prose text-sm text-muted-foreground">
          A key lets another system use the Groundwork API as you: send it as <code className="rounded bg-muted px-1 font-mono text-xs">Authorization: Bearer gw_…</code>. Keys cannot manage integrations or your account.
        </p>
        <Button type="button" onClick={() => setMaking(true)}>
          <PlusIcon aria-hidden="true" />
          Make API key
        </Button>
      </div>
      {keys.data.length === 0 ? (
        <EmptyState icon={<KeyRoundIcon aria-hidden="true" />} title="No API keys yet" description="Make one for each system that reads or writes your records, so you can revoke it alone." />
      ) : (
        <ul className="grid gap-2" aria-label="API keys">
          {keys.data.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-3">
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-foreground">{key.name}</span>
                  <code className="rounded bg-muted px-1.5 font-mono text-xs">{key.hint}</code>
                  <Badge variant={key.scope === 'read' ? 'secondary' : 'warning'}>{apiKeyScopeLabels[key.scope]}</Badge>
                  {key.revokedAt && <Badge variant="destructive">Revoked</Badge>}
                </div>
                <p className="text-xs text-muted-foreground">
                  Made by {key.createdBy} on {formatDateTime(key.createdAt, timeZone)} · {key.lastUsedAt ? `last used ${formatDateTime(key.lastUsedAt, timeZone)}` : 'never used'}
                  {key.revokedAt ? ` · revoked ${formatDateTime(key.revokedAt, timeZone)}` : ''}
                </p>
              </div>
              {!key.revokedAt && (
                <Button type="button" size="sm" variant="outline" onClick={() => setRevoking(key)}>
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={making} onOpenChange={setMaking}>
        {making && <NewKeyForm onDone={() => setMaking(false)} />}
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this key?"
        description={`Whatever uses “${revoking?.name ?? 'the key'}” is refused from now on. This cannot be undone: make a new key if it is needed again.`}
        confirmLabel="Revoke key"
        busyLabel="Revoking..."
        busy={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              toast.success('API key revoked');
            },
            onError: (error) => toast.error('Could not revoke the key', { description: errorMessage(error) }),
          })
        }
      />
    </div>
  );
}

function NewKeyForm({ onDone }: { onDone: () => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [made, setMade] = useState<string | null>(null);

  if (made)
    return (
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Copy your new key</DialogTitle>
          <DialogDescription>This is the only time it is shown. Keep it somewhere safe: anyone with it can use the API as you.</DialogDescription>
        </DialogHeader>
        <code data-testid="new-api-key" className="rounded bg-muted p-3 font-mono text-sm break-all select-all">
          {made}
        </code>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => void copyText(made, 'API key')}>
            <CopyIcon aria-hidden="true" />
            Copy key
          </Button>
          <Button type="button" onClick={onDone}>
            I have copied it
          </Button>
        </DialogFooter>
      </DialogContent>
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = apiKeyInputSchema.safeParse({ name, scope });
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (result) => setMade(result.key),
      onError: (error) => toast.error('Could not make the key', { description: errorMessage(error) }),
    });
  };

  return (
    <DialogContent className="sm:max-w-lg">
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <DialogHeader>
          <DialogTitle>Make API key</DialogTitle>
          <DialogDescription>Name it after what will use it, so you know which to revoke.</DialogDescription>
        </DialogHeader>
        <InputField id="api-key-name" label="Name" placeholder="Zapier" value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
        <FormField id="api-key-scope" label="What it may do" error={errors.scope} hint="Read only is enough for reports and exports; syncing records needs read and write.">
          {(control) => (
            <NativeSelect {...control} value={scope} onChange={(event) => setScope(event.target.value as ApiKeyScope)}>
              {apiKeyScopes.map((entry) => (
                <option key={entry} value={entry}>
                  {apiKeyScopeLabels[entry]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Making...' : 'Make key'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
