import { runAdmin } from './admin/run-admin';

runAdmin(process.argv.slice(2)).then(
  (exitCode) => process.exit(exitCode),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
