export { addUser, createCompany, resetPassword, SeedInputError, syncCompanyPermissions, type CreatedAccount } from './companies';
export { DEMO_COMPANY, seedDemo } from './demo';
export { CURRENT_LEGAL_VERSION, upsertLegalDocuments } from './legal-documents';
export { seedCompanySetup, seedCompanySetupForExistingCompanies, seedDemoCompanySetup } from './company-setup';
export { seedPositionTemplates, seedPositionTemplatesForExistingCompanies } from './org-chart';
export { seedDefaultOverheadBudgets, seedOverheadBudgetsForExistingCompanies } from './overhead';
export { seedSampleProducts, seedSampleProductsForExistingCompanies } from './products';
export { seedSampleTemplates, seedSampleTemplatesForExistingCompanies } from './templates';
