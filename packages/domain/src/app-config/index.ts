export * from './app-config.schemas';
