export * from './lead-sources.schemas';
