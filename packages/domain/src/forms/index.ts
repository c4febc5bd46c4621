export * from './forms';
export * from './forms.schemas';
