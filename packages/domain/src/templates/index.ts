export * from './template-costs';
export * from './templates.schemas';
