export * from './planning';
export * from './planning.schemas';
