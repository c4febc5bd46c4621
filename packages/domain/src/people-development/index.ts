export * from './onboarding';
export * from './one-on-ones';
export * from './org-relations';
export * from './reviews';
export * from './people-development.schemas';
