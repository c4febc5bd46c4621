export * from './company-information.schemas';
export * from './fields';
export * from './direction';
