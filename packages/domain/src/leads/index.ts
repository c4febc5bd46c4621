export * from './leads.schemas';
