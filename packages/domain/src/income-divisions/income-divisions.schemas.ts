import { z } from 'zod';

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * A division that services and reports group revenue by. `isActive` is the admin's switch. `archivedAt` is set when
 * a delete was asked for while something (a service) still points at the division: it is kept, hidden from lists
 * and pickers, instead of destroyed. Switching an archived division back on restores it.
 */
export const incomeDivisionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  incomeAccount: z.string(),
  isActive: z.boolean(),
  archivedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type IncomeDivision = z.infer<typeof incomeDivisionSchema>;

export const createIncomeDivisionInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  code: z
    .string({ error: 'Code must be text' })
    .trim()
    .max(20, 'Code must be at most 20 characters')
    .regex(/^[A-Za-z0-9_-]*$/, 'Code may use letters, digits, - and _ only')
    .transform((value) => value.toUpperCase())
    .default(''),
  description: z.string().trim().max(1000, 'Description must be at most 1000 characters').default(''),
  incomeAccount: z.string().trim().max(120, 'Income account must be at most 120 characters').default(''),
  isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
});
export type CreateIncomeDivisionInput = z.input<typeof createIncomeDivisionInputSchema>;

/** PUT replaces the editable fields; `updatedAt`, when sent, must be the loaded version (else 409). */
export const updateIncomeDivisionInputSchema = createIncomeDivisionInputSchema.extend({ updatedAt: isoDateTime.optional() });
export type UpdateIncomeDivisionInput = z.input<typeof updateIncomeDivisionInputSchema>;

/** GET /income_divisions: archived divisions are included only with includeArchived=true. */
export const listIncomeDivisionsQuerySchema = z.object({
  includeArchived: z
    .enum(['true', 'false'], { error: 'includeArchived must be true or false' })
    .transform((value) => value === 'true')
    .default(false),
});

export const incomeDivisionListSchema = z.object({ incomeDivisions: z.array(incomeDivisionSchema) });
export const incomeDivisionResultSchema = z.object({ incomeDivision: incomeDivisionSchema });
/** DELETE: `archived` true when the division is in use and was archived instead of deleted. */
export const deleteIncomeDivisionResultSchema = z.object({ id: z.uuid(), archived: z.boolean() });

export interface IncomeDivisionSeed {
  name: string;
  code: string;
  description: string;
  incomeAccount: string;
}

/** Every company starts with these. */
export const incomeDivisionSeeds: readonly IncomeDivisionSeed[] = [
  { name: 'Maintenance', code: 'MAINT', description: 'Recurring mowing, trimming, clean-ups and lawn care', incomeAccount: '4100 Maintenance Income' },
  { name: 'Installation', code: 'INSTALL', description: 'Landscape construction, planting and hardscapes', incomeAccount: '4200 Installation Income' },
  { name: 'Snow', code: 'SNOW', description: 'Snow plowing, shoveling and de-icing', incomeAccount: '4300 Snow Income' },
  { name: 'Irrigation', code: 'IRR', description: 'Irrigation installs, start-ups, repairs and winterisation', incomeAccount: '4400 Irrigation Income' },
];
