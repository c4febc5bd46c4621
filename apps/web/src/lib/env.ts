import { z } from 'zod';

/** The only place that reads build-time environment variables (Vite's `import.meta.env`). */
const envSchema = z.object({
  VITE_TRAINING_PORTAL_URL: z.url().default('https://training.groundwork.app'),
});

const parsed = envSchema.safeParse({
  VITE_TRAINING_PORTAL_URL: import.meta.env.VITE_TRAINING_PORTAL_URL || undefined,
});

if (!parsed.success) {
  // A bad value at build time should not take the app down: fall back to the defaults and say why.
  console.error('Invalid environment, using defaults:', parsed.error.issues);
}

export const env = parsed.success ? parsed.data : envSchema.parse({});
