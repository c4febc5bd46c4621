export * from './rate-matrix';
export * from './recipe';
export * from './reorder';
export * from './services.schemas';
export * from './matrix-lines';
