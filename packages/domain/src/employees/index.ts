export * from './employee-search';
export * from './employees.schemas';
export * from './labor-cost';
export * from './managers';
export * from './roster-access';
