export * from './state-profiles';
export * from './application-rules';
export * from './chemical-applications.schemas';
