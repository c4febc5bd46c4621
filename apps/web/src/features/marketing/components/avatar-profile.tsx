import { avatarCriterionLabels, avatarInputSchema, marketingMessages, type AvatarInput, type AvatarView } from '@groundwork/domain/marketing';
import { AlertTriangleIcon, InfoIcon, Loader2Icon, UsersIcon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField, InputField } from '@/components/ui/form-field';
import { EmptyState } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { schemaFieldErrors, serverFieldErrors, type FieldMessages } from '@/lib/field-errors';
import { formatShortDay } from '@/lib/format';
import { paths } from '@/lib/paths';
import { isStaleWrite } from '@/lib/stale-write';
import { numberOrText } from '@/lib/typed-number';
import { useSaveAvatar } from '../api/save-avatar';
import { count, money, percent, typedNumber } from '../marketing-format';
import { ChoiceList } from './choice-list';

type Typed = {
  name: string;
  who: string;
  clientType: string;
  property: string;
  lotSizeMin: string;
  lotSizeMax: string;
  serviceIds: string[];
  budgetMin: string;
  budgetMax: string;
  leadSourceIds: string[];
  whereTheyLook: string;
  cities: string;
  values: string;
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

function typedFrom(view: AvatarView): Typed {
  const { avatar } = view;
  return {
    name: avatar.name,
    who: avatar.who,
    clientType: avatar.clientType ?? '',
    property: avatar.property,
    lotSizeMin: typedNumber(avatar.lotSizeMin),
    lotSizeMax: typedNumber(avatar.lotSizeMax),
    serviceIds: avatar.serviceIds,
    budgetMin: typedNumber(avatar.budgetMin),
    budgetMax: typedNumber(avatar.budgetMax),
    leadSourceIds: avatar.leadSourceIds,
    whereTheyLook: avatar.whereTheyLook,
    cities: avatar.cities.join('\n'),
    values: avatar.values.join('\n'),
  };
}

function inputFrom(typed: Typed): Omit<AvatarInput, 'updatedAt'> {
  return {
    name: typed.name,
    who: typed.who,
    clientType: typed.clientType === '' ? null : (typed.clientType as AvatarInput['clientType']),
    property: typed.property,
    lotSizeMin: numberOrText(typed.lotSizeMin) as number | null,
    lotSizeMax: numberOrText(typed.lotSizeMax) as number | null,
    serviceIds: typed.serviceIds,
    budgetMin: numberOrText(typed.budgetMin) as number | null,
    budgetMax: numberOrText(typed.budgetMax) as number | null,
    leadSourceIds: typed.leadSourceIds,
    whereTheyLook: typed.whereTheyLook,
    cities: lines(typed.cities),
    values: lines(typed.values),
  };
}

/** The first message of a list's items ('values.2'), under the list's field. */
const listError = (errors: FieldMessages, field: string) => errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];

/**
 * The ideal client, written a step at a time — who they are, their property, what they buy, their budget, where they
 * look and what they value — and how many of today's customers fit it, weighed by what they were invoiced.
 */
export function AvatarProfile({ view }: { view: AvatarView }) {
  const save = useSaveAvatar();
  const [saved, setSaved] = useState<Typed>(() => typedFrom(view));
  const [typed, setTyped] = useState<Typed>(saved);
  const [version, setVersion] = useState(view.updatedAt);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [stale, setStale] = useState(false);
  const canEdit = view.canEdit;
  const dirty = JSON.stringify(typed) !== JSON.stringify(saved);
  const input = useMemo(() => inputFrom(typed), [typed]);

  const change = (patch: Partial<Typed>) => setTyped((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = avatarInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(schemaFieldErrors(parsed.error));
      toast.error('Could not save the avatar', { description: 'Please check the highlighted fields.' });
      return;
    }
    setErrors({});
    try {
      const fresh = await save.mutateAsync({ ...input, updatedAt: version });
      const next = typedFrom(fresh);
      setSaved(next);
      setTyped(next);
      setVersion(fresh.updatedAt);
      setStale(false);
      toast.success('Avatar saved');
    } catch (error) {
      if (isStaleWrite(error)) setStale(true);
      setErrors(serverFieldErrors(error));
      toast.error('Could not save the avatar', { description: errorMessage(error) });
    }
  };

  const { match } = view;
  return (
    <div className="grid min-w-0 gap-8">
      {!canEdit && (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden="true" />
          <AlertTitle>You can read the avatar</AlertTitle>
          <AlertDescription>{marketingMessages.leadersOnly}</AlertDescription>
        </Alert>
      )}
      {stale && (
        <Alert variant="destructive" role="alert">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle>{marketingMessages.staleAvatar}</AlertTitle>
          <AlertDescription>What you typed is still here: copy what you need, reload the page, and make your changes again.</AlertDescription>
        </Alert>
      )}

      <section aria-labelledby="match-heading" className="grid min-w-0 gap-3">
        <h2 id="match-heading" className="text-lg font-semibold">
          Today’s customers who fit
        </h2>
        <p className="text-sm text-muted-foreground">
          Active customers, weighed by what they were invoiced from {formatShortDay(view.window.from)} to {formatShortDay(view.window.to)} (before tax, less credit notes). A strong match meets everything the avatar asks; a partial one at least half.
          {dirty ? ' Save to see how your changes match.' : ''}
        </p>
        {match.criteria.length === 0 ? (
          <EmptyState icon={<UsersIcon aria-hidden />} title="The avatar asks nothing yet" description="Fill in who they are, their property, the services they buy, their budget, where they look or where they live to see who fits." />
        ) : (
          <>
            <ul aria-label="How customers match" className="grid gap-3 sm:grid-cols-3">
              {(
                [
                  ['Strong matches', match.strong],
                  ['Partial matches', match.partial],
                  ['Not a match', match.none],
                ] as const
              ).map(([label, group]) => (
                <li key={label} className="grid min-w-0 gap-1 rounded-xl border border-border bg-card p-4">
                  <span className="text-sm text-muted-foreground">{label}</span>
                  <span className="text-lg font-semibold tabular-nums">
                    {count(group.customers)} of {count(match.customers)} customers
                  </span>
                  <span className="text-sm tabular-nums">
                    {money(group.revenue)} · {percent(group.revenueShare)} of revenue
                  </span>
                </li>
              ))}
            </ul>
            <p className="text-sm">
              A strong match brings in {money(match.averageRevenue.strong)} a year on average; everyone else {money(match.averageRevenue.others)}.
            </p>
            {match.top.length > 0 && (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[30rem] text-sm" aria-label="Best matches">
                  <thead>
                    <tr className="border-b border-border text-left text-muted-foreground">
                      <th scope="col" className="py-2 pr-3 font-medium">
                        Customer
                      </th>
                      <th scope="col" className="py-2 pr-3 font-medium">
                        Match
                      </th>
                      <th scope="col" className="py-2 pr-3 text-right font-medium">
                        Revenue
                      </th>
                      <th scope="col" className="py-2 font-medium">
                        Misses
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {match.top.map((customer) => (
                      <tr key={customer.id} className="border-b border-border/60">
                        <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                          <Link to={paths.customer(customer.id)} className="font-medium text-primary underline-offset-4 hover:underline">
                            {customer.name}
                          </Link>
                        </th>
                        <td className="py-1.5 pr-3">
                          <Badge variant={customer.level === 'strong' ? 'success' : 'secondary'}>{customer.percent === null ? '—' : `${customer.percent}%`}</Badge>
                        </td>
                        <td className="py-1.5 pr-3 text-right tabular-nums">{money(customer.revenue)}</td>
                        <td className="py-1.5 text-muted-foreground">{customer.missed.map((criterion) => avatarCriterionLabels[criterion]).join(', ') || '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </section>

      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Ideal client avatar" className="grid min-w-0 gap-6">
        <Card>
          <CardHeader>
            <CardTitle>1. Who they are</CardTitle>
            <CardDescription>Give them a name the team will remember, and describe them in a few lines: their life, their week, why they call.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <InputField id="avatar-name" label="Name" value={typed.name} readOnly={!canEdit} maxLength={80} autoComplete="off" error={errors.name} hint="e.g. Busy suburban homeowner" onChange={(event) => change({ name: event.target.value })} />
            <FormField id="avatar-client-type" label="Client type" error={errors.clientType}>
              {(control) => (
                <NativeSelect {...control} value={typed.clientType} disabled={!canEdit} onChange={(event) => change({ clientType: event.target.value })}>
                  <option value="">Either</option>
                  <option value="residential">Residential</option>
                  <option value="commercial">Commercial</option>
                </NativeSelect>
              )}
            </FormField>
            <FormField id="avatar-who" label="Who they are" error={errors.who} className="sm:col-span-2">
              {(control) => <Textarea {...control} rows={3} maxLength={1000} readOnly={!canEdit} value={typed.who} onChange={(event) => change({ who: event.target.value })} />}
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>2. Their property</CardTitle>
            <CardDescription>The kind of property and its size in square feet (leave an end empty for no limit).</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-3">
            <InputField id="avatar-property" label="Property" value={typed.property} readOnly={!canEdit} maxLength={300} autoComplete="off" error={errors.property} hint="e.g. Single-family home with irrigation" onChange={(event) => change({ property: event.target.value })} />
            <InputField id="avatar-lot-min" label="Smallest lot (sq ft)" inputMode="numeric" value={typed.lotSizeMin} readOnly={!canEdit} autoComplete="off" error={errors.lotSizeMin} onChange={(event) => change({ lotSizeMin: event.target.value })} />
            <InputField id="avatar-lot-max" label="Largest lot (sq ft)" inputMode="numeric" value={typed.lotSizeMax} readOnly={!canEdit} autoComplete="off" error={errors.lotSizeMax} onChange={(event) => change({ lotSizeMax: event.target.value })} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>3. What they buy</CardTitle>
            <CardDescription>The services they come to you for. A customer fits when their jobs include one of them.</CardDescription>
          </CardHeader>
          <CardContent>
            <ChoiceList
              legend="Services"
              idPrefix="avatar-service"
              choices={view.options.services}
              chosen={typed.serviceIds}
              readOnly={!canEdit}
              onChange={(serviceIds) => change({ serviceIds })}
              error={listError(errors, 'serviceIds')}
              empty="No services yet: add them under Services."
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>4. Their budget</CardTitle>
            <CardDescription>What such a client spends with you in a year, before tax.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <InputField id="avatar-budget-min" label="At least ($ a year)" inputMode="decimal" value={typed.budgetMin} readOnly={!canEdit} autoComplete="off" error={errors.budgetMin} onChange={(event) => change({ budgetMin: event.target.value })} />
            <InputField id="avatar-budget-max" label="At most ($ a year)" inputMode="decimal" value={typed.budgetMax} readOnly={!canEdit} autoComplete="off" error={errors.budgetMax} onChange={(event) => change({ budgetMax: event.target.value })} />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>5. Where they look</CardTitle>
            <CardDescription>How they find a landscaper: the lead sources they come through, and anywhere else (a neighbourhood group, the HOA newsletter).</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ChoiceList
              legend="Lead sources"
              idPrefix="avatar-source"
              choices={view.options.leadSources}
              chosen={typed.leadSourceIds}
              readOnly={!canEdit}
              onChange={(leadSourceIds) => change({ leadSourceIds })}
              error={listError(errors, 'leadSourceIds')}
              empty="No lead sources yet: add them under Lead Sources."
            />
            <FormField id="avatar-where" label="Anywhere else" error={errors.whereTheyLook}>
              {(control) => <Textarea {...control} rows={2} maxLength={500} readOnly={!canEdit} value={typed.whereTheyLook} onChange={(event) => change({ whereTheyLook: event.target.value })} />}
            </FormField>
            <FormField id="avatar-cities" label="Where they live (a city a line)" error={listError(errors, 'cities')} hint="A customer fits when their address or a property is in one of these.">
              {(control) => <Textarea {...control} rows={5} readOnly={!canEdit} value={typed.cities} onChange={(event) => change({ cities: event.target.value })} />}
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>6. What they value</CardTitle>
            <CardDescription>What makes them say yes and stay: reliability, a tidy finish, one call for everything … one a line, up to 10.</CardDescription>
          </CardHeader>
          <CardContent>
            <FormField id="avatar-values" label="What they value" error={listError(errors, 'values')}>
              {(control) => <Textarea {...control} rows={4} readOnly={!canEdit} value={typed.values} onChange={(event) => change({ values: event.target.value })} />}
            </FormField>
          </CardContent>
        </Card>

        {canEdit && (
          <div className="flex flex-wrap items-center justify-end gap-3 rounded-xl border border-border bg-card p-4 shadow-xs">
            <p className="mr-auto text-sm text-muted-foreground" aria-live="polite">
              {save.isPending ? 'Saving…' : dirty ? 'Unsaved changes' : version === null ? 'Not saved yet' : 'All changes saved'}
            </p>
            <Button type="button" variant="outline" disabled={!dirty || save.isPending} onClick={() => setTyped(saved)}>
              Discard changes
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              Save avatar
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
