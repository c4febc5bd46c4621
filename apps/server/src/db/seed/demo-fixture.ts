import { beforeAll } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { seedDemo } from './demo';

/**
 * One app and one demo company for every check of the demo's data (demo-seed.test.ts imports the *-seed.checks.ts
 * files): the demo is seeded once — the slowest step of each check — before the first check, into a database that
 * has no company yet (seedDemo only seeds an empty one).
 */
export const demoApp = useTestApp();

type SeededDemo = NonNullable<Awaited<ReturnType<typeof seedDemo>>>;
let seeded: SeededDemo | undefined;

beforeAll(async () => {
  const demo = await seedDemo(demoApp.database);
  if (!demo) throw new Error('The demo checks need a database without companies to seed the demo into.');
  seeded = demo;
  // The whole demo company: 15–20 s on PGlite alone, more while CI runs the other suites beside it.
}, 120_000);

/** The demo company and its owner's sign-in, seeded before the first check. */
export function seededDemo(): SeededDemo {
  if (!seeded) throw new Error('The demo is not seeded yet: use it inside tests.');
  return seeded;
}
