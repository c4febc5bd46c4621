import type { Database } from './client';
import { applyMigrations, withMigrationLock } from './migrate';
import { seedCompanySetupForExistingCompanies, seedDemo, seedOverheadBudgetsForExistingCompanies, seedPositionTemplatesForExistingCompanies, seedSampleProductsForExistingCompanies, seedSampleTemplatesForExistingCompanies, syncCompanyPermissions, upsertLegalDocuments, type CreatedAccount } from './seed';

export interface PrepareOptions {
  /** Create the demo company on a database without companies (SEED_DEMO). */
  seedDemo: boolean;
  /** Called once if another instance holds the migration lock and this one waits for it. */
  onWait?: () => void;
}

/**
 * What every start does before listening: apply pending migrations, write the current legal documents, add
 * permission entries a newer release brought, and (optionally) seed the demo company. All of it under the
 * migration lock, so any number of instances may start together against one PostgreSQL database: one at a
 * time prepares it, and the others find the work done (one demo company, each migration applied once).
 * Returns the demo credentials when this start created the demo company.
 */
export function prepareDatabase(database: Database, options: PrepareOptions): Promise<(CreatedAccount & { crewLeaderEmail: string }) | undefined> {
  return withMigrationLock(
    database,
    async (locked) => {
      await applyMigrations(locked);
      await upsertLegalDocuments(locked);
      await syncCompanyPermissions(locked);
      // Companies from before company setup existed get its defaults (jurisdictions, tax categories, income
      // divisions, company information, onboarding) once; new companies get them in createCompany.
      await seedCompanySetupForExistingCompanies(locked);
      // Companies from before the position template library existed get it once (the seedings table remembers,
      // so a template a company deleted stays deleted); new companies get it in createCompany.
      await seedPositionTemplatesForExistingCompanies(locked);
      // Companies from before the price book existed get the sample products once (product_seedings remembers).
      await seedSampleProductsForExistingCompanies(locked);
      // … and the sample estimate templates once (estimate_template_seedings remembers).
      await seedSampleTemplatesForExistingCompanies(locked);
      // Companies from before overhead budgets existed get the default active budget once (they cannot be deleted).
      await seedOverheadBudgetsForExistingCompanies(locked);
      return options.seedDemo ? seedDemo(locked) : undefined;
    },
    options.onWait,
  );
}
