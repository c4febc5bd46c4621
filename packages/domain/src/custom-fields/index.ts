export * from './custom-fields.schemas';
