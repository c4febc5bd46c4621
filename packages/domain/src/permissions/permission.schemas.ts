import { z } from 'zod';
import { permissionSections } from './catalogue';

export const permissionSectionSchema = z.enum(permissionSections);

export const permissionParentSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  visible: z.boolean(),
});

export const permissionEntrySchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  visible: z.boolean(),
  parent: permissionParentSchema,
});
export type PermissionEntry = z.infer<typeof permissionEntrySchema>;

/** `company.permissions`: every section with its entries, each entry carrying its parent's state. */
export const companyPermissionsSchema = z.object({
  top: z.array(permissionEntrySchema),
  main: z.array(permissionEntrySchema),
  customer: z.array(permissionEntrySchema),
  company: z.array(permissionEntrySchema),
  training: z.array(permissionEntrySchema),
  growth_development: z.array(permissionEntrySchema),
  coaching: z.array(permissionEntrySchema),
});
export type CompanyPermissions = z.infer<typeof companyPermissionsSchema>;
