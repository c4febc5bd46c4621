export * from './dispatch.schemas';
export * from './photos';
export * from './time-entries';
export * from './timesheet-csv';
