export * from './ticket-rules';
export * from './tickets.schemas';
