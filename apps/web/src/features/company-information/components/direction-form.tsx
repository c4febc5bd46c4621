import { zodResolver } from '@hookform/resolvers/zod';
import {
  companyMissionInputSchema,
  companyPurposeInputSchema,
  companyValuesInputSchema,
  companyVisionInputSchema,
  DEFAULT_VISION_TIMEFRAME,
  type CompanyInformation,
  type DirectionSection,
  type UpdateCompanyInformationInput,
} from '@groundwork/domain/company-information';
import { Loader2Icon, PlusIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent } from 'react';
import { useFieldArray, useForm, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { STALE_DESCRIPTION, StaleWriteAlert } from '@/components/forms/stale-write-alert';
import { useVersionedForm } from '@/components/forms/use-versioned-form';
import { Button } from '@/components/ui/button';
import { FormField, InputField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toaster';
import { useCompanyInformation } from '../api/get-company-information';
import { useUpdateCompanyInformation } from '../api/update-company-information';
import { errorMessage, isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { directionGuides } from '../direction-guide';

/**
 * One form for the four direction sections, each saved alone (PUT /company_information with that section only), so two
 * people writing the vision and the values do not overwrite each other's work — a save based on an older version is
 * refused (409) and offers to reload, keeping what was typed. Focus areas are typed one per line.
 */
const formSchema = z.object({
  companyPurpose: companyPurposeInputSchema,
  companyValues: companyValuesInputSchema,
  companyMission: companyMissionInputSchema,
  companyVision: companyVisionInputSchema.omit({ focusAreas: true }).extend({ focusAreasText: z.string().max(6_000, 'Focus areas must be at most 6,000 characters') }),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function defaultsFrom(information: CompanyInformation): FormInput {
  const { lastUpdated: _purpose, ...purpose } = information.companyPurpose;
  const { lastUpdated: _values, ...values } = information.companyValues;
  const { lastUpdated: _mission, ...mission } = information.companyMission;
  const { lastUpdated: _vision, focusAreas, ...vision } = information.companyVision;
  return {
    companyPurpose: purpose,
    companyValues: { ...values, coreValues: values.coreValues.length > 0 ? values.coreValues : [{ name: '', practice: '' }] },
    companyMission: mission,
    companyVision: { ...vision, focusAreasText: focusAreas.join('\n') },
  };
}

/** What a section's save sends: its own fields as typed (the server trims and checks them), focus areas back to a list. */
function sectionInput(section: DirectionSection, values: FormInput): Omit<UpdateCompanyInformationInput, 'updatedAt'> {
  switch (section) {
    case 'companyPurpose':
      return { companyPurpose: values.companyPurpose };
    case 'companyValues':
      return { companyValues: values.companyValues };
    case 'companyMission':
      return { companyMission: values.companyMission };
    case 'companyVision': {
      const { focusAreasText, ...vision } = values.companyVision;
      const focusAreas = focusAreasText
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      return { companyVision: { ...vision, focusAreas } };
    }
  }
}

/** The fields of a section a 400 can name (the server names them by the same paths). */
function serverFields(section: DirectionSection, values: FormInput): FieldPath<FormInput>[] {
  switch (section) {
    case 'companyPurpose':
      return ['companyPurpose.purposeStatement', 'companyPurpose.industry'];
    case 'companyValues':
      return [
        'companyValues.industry',
        ...(values.companyValues.coreValues ?? []).flatMap((_, index) => [`companyValues.coreValues.${index}.name`, `companyValues.coreValues.${index}.practice`] as const),
      ];
    case 'companyVision':
      return ['companyVision.visionStatement', 'companyVision.timeframe'];
    case 'companyMission':
      return [
        'companyMission.missionStatement',
        'companyMission.industry',
        ...[0, 1, 2, 3].flatMap((point) => [0, 1, 2].map((goal) => `companyMission.roadmapPoints.${point}.goals.${goal}` as const)),
      ];
  }
}

type DirectionFormProps = { section: DirectionSection; information: CompanyInformation; readOnly: boolean };

export function DirectionForm({ section, information, readOnly }: DirectionFormProps) {
  const guide = directionGuides[section];
  const update = useUpdateCompanyInformation();
  const latest = useCompanyInformation();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaultsFrom(information) });
  const { reset, setError, formState } = form;
  const versioned = useVersionedForm({
    loaded: information,
    reset,
    isDirty: formState.isDirty,
    defaultsFrom,
    refetch: latest.refetch,
    reloadedMessage: `Loaded the latest ${guide.title.toLowerCase()}`,
  });

  const save = () => {
    update.mutate(
      { updatedAt: versioned.version(), ...sectionInput(section, form.getValues()) },
      {
        onSuccess: ({ companyInformation: saved }) => {
          versioned.saved(saved);
          toast.success(`${guide.title} saved`);
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            versioned.refused();
            toast.error(`Failed to save the ${guide.title.toLowerCase()}`, { description: errorMessage(error) });
            return;
          }
          const onField = applyServerFieldErrors(error, setError, serverFields(section, form.getValues()));
          toast.error(`Failed to save the ${guide.title.toLowerCase()}`, { description: onField ? 'Please check the highlighted fields.' : errorMessage(error) });
        },
      },
    );
  };
  // Only this section is checked: the others are carried along as loaded, and never sent.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.trigger(section).then((valid) => {
      if (valid) save();
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={guide.title}>
      {versioned.stale && (
        <StaleWriteAlert
          title={`Someone else changed the company’s ${guide.title.toLowerCase()}`}
          description={STALE_DESCRIPTION}
          busy={versioned.reloading}
          onReload={() => void versioned.reload()}
        />
      )}
      {section === 'companyPurpose' && <PurposeFields form={form} readOnly={readOnly} />}
      {section === 'companyValues' && <ValuesFields form={form} readOnly={readOnly} />}
      {section === 'companyVision' && <VisionFields form={form} readOnly={readOnly} />}
      {section === 'companyMission' && <MissionFields form={form} readOnly={readOnly} />}
      {!readOnly && (
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Save {guide.title.toLowerCase()}
          </Button>
        </div>
      )}
    </form>
  );
}

type FieldsProps = { form: UseFormReturn<FormInput, unknown, FormOutput>; readOnly: boolean };

/** Starters to adapt: a click puts one in the form, to be rewritten in the company's own words. */
function Starters({ starters, onUse, disabled }: { starters: readonly string[]; onUse: (starter: string) => void; disabled: boolean }) {
  if (disabled) return null;
  return (
    <div className="grid gap-2 rounded-lg border border-dashed bg-muted/30 p-4">
      <p className="text-sm font-medium text-foreground">Starters from landscaping companies — pick one, then make it yours</p>
      <ul className="grid gap-2">
        {starters.map((starter) => (
          <li key={starter} className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <span className="text-sm text-muted-foreground">{starter}</span>
            <Button type="button" variant="outline" size="sm" className="shrink-0" onClick={() => onUse(starter)} aria-label={`Use the starter: ${starter}`}>
              Use
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PurposeFields({ form, readOnly }: FieldsProps) {
  const errors = form.formState.errors.companyPurpose;
  return (
    <>
      <FormField id="purpose-statement" label="Purpose statement" error={errors?.purposeStatement?.message}>
        {(control) => <Textarea {...control} rows={4} readOnly={readOnly} {...form.register('companyPurpose.purposeStatement')} />}
      </FormField>
      <InputField id="purpose-industry" label="Industry" hint="For example: Landscaping, lawn care, snow removal" readOnly={readOnly} error={errors?.industry?.message} {...form.register('companyPurpose.industry')} />
      <Starters
        starters={directionGuides.companyPurpose.starters}
        disabled={readOnly}
        onUse={(starter) => form.setValue('companyPurpose.purposeStatement', starter, { shouldDirty: true })}
      />
    </>
  );
}

function ValuesFields({ form, readOnly }: FieldsProps) {
  const values = useFieldArray({ control: form.control, name: 'companyValues.coreValues' });
  const errors = form.formState.errors.companyValues;
  const add = (value = { name: '', practice: '' }) => {
    const blank = (form.getValues('companyValues.coreValues') ?? []).findIndex((each) => !each.name && !each.practice);
    if (blank >= 0) values.update(blank, value);
    else values.append(value);
  };
  return (
    <>
      <ol className="grid gap-4">
        {values.fields.map((field, index) => (
          <li key={field.id} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-2 gap-y-3 rounded-lg border p-4">
            <InputField
              id={`value-${index}-name`}
              label={`Value ${index + 1}`}
              readOnly={readOnly}
              error={errors?.coreValues?.[index]?.name?.message}
              {...form.register(`companyValues.coreValues.${index}.name`)}
            />
            {!readOnly ? (
              <Button type="button" variant="ghost" size="icon" className="mt-6" onClick={() => values.remove(index)} aria-label={`Remove value ${index + 1}`}>
                <Trash2Icon aria-hidden="true" />
              </Button>
            ) : (
              <span />
            )}
            <FormField
              id={`value-${index}-practice`}
              label="What it looks like in practice"
              className="col-span-2"
              error={errors?.coreValues?.[index]?.practice?.message}
            >
              {(control) => <Textarea {...control} rows={2} readOnly={readOnly} {...form.register(`companyValues.coreValues.${index}.practice`)} />}
            </FormField>
          </li>
        ))}
      </ol>
      {errors?.coreValues?.message && <p className="text-sm text-destructive">{errors.coreValues.message}</p>}
      {!readOnly && (
        <div>
          <Button type="button" variant="outline" onClick={() => add()} disabled={values.fields.length >= 20}>
            <PlusIcon aria-hidden="true" />
            Add a value
          </Button>
        </div>
      )}
      <InputField id="values-industry" label="Industry" readOnly={readOnly} error={errors?.industry?.message} {...form.register('companyValues.industry')} />
      <Starters
        starters={directionGuides.companyValues.starters}
        disabled={readOnly || values.fields.length >= 20}
        onUse={(starter) => {
          const [name = starter, practice = ''] = starter.split(' — ');
          add({ name, practice: practice.charAt(0).toUpperCase() + practice.slice(1) });
        }}
      />
    </>
  );
}

function VisionFields({ form, readOnly }: FieldsProps) {
  const errors = form.formState.errors.companyVision;
  return (
    <>
      <FormField id="vision-statement" label="Vision statement" error={errors?.visionStatement?.message}>
        {(control) => <Textarea {...control} rows={4} readOnly={readOnly} {...form.register('companyVision.visionStatement')} />}
      </FormField>
      <InputField
        id="vision-timeframe"
        label="Timeframe"
        hint={`How far ahead it looks; left blank, ${DEFAULT_VISION_TIMEFRAME}.`}
        readOnly={readOnly}
        error={errors?.timeframe?.message}
        {...form.register('companyVision.timeframe')}
      />
      <FormField id="vision-focus-areas" label="Focus areas" hint="One per line: the few things the company will be known for." error={errors?.focusAreasText?.message}>
        {(control) => <Textarea {...control} rows={5} readOnly={readOnly} {...form.register('companyVision.focusAreasText')} />}
      </FormField>
      <Starters
        starters={directionGuides.companyVision.starters}
        disabled={readOnly}
        onUse={(starter) => form.setValue('companyVision.visionStatement', starter, { shouldDirty: true })}
      />
    </>
  );
}

function MissionFields({ form, readOnly }: FieldsProps) {
  const errors = form.formState.errors.companyMission;
  const points = form.getValues('companyMission.roadmapPoints') ?? [];
  return (
    <>
      <FormField id="mission-statement" label="Mission statement" error={errors?.missionStatement?.message}>
        {(control) => <Textarea {...control} rows={3} readOnly={readOnly} {...form.register('companyMission.missionStatement')} />}
      </FormField>
      <Starters
        starters={directionGuides.companyMission.starters}
        disabled={readOnly}
        onUse={(starter) => form.setValue('companyMission.missionStatement', starter, { shouldDirty: true })}
      />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-base font-semibold text-foreground">Roadmap</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {points.map((point, pointIndex) => (
            <div key={point.title} className="grid content-start gap-3 rounded-lg border p-4" role="group" aria-label={`${point.title} goals`}>
              <div>
                <p className="font-medium text-foreground">{point.title}</p>
                {point.timeframe !== point.title && <p className="text-xs text-muted-foreground">{point.timeframe}</p>}
              </div>
              {[0, 1, 2].map((goalIndex) => (
                <InputField
                  key={goalIndex}
                  id={`roadmap-${pointIndex}-goal-${goalIndex}`}
                  label={`Goal ${goalIndex + 1}`}
                  readOnly={readOnly}
                  error={errors?.roadmapPoints?.[pointIndex]?.goals?.[goalIndex]?.message}
                  {...form.register(`companyMission.roadmapPoints.${pointIndex}.goals.${goalIndex}`)}
                />
              ))}
            </div>
          ))}
        </div>
      </fieldset>
      <InputField id="mission-industry" label="Industry" readOnly={readOnly} error={errors?.industry?.message} {...form.register('companyMission.industry')} />
    </>
  );
}
