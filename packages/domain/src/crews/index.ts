export * from './crew-rules';
export * from './crews.schemas';
