export * from './dashboard.schemas';
export * from './exceptions';
export * from './exceptions.schemas';
export * from './pipeline.schemas';
export * from './pipeline';
