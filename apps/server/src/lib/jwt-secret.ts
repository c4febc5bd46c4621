import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded mode needs no configuration: the first start writes a random signing secret into
 * DATA_DIR/jwt-secret (owner-only) and later starts reuse it, so sessions survive restarts.
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const path = join(dataDir, 'jwt-secret');
  if (existsSync(path)) {
    const secret = readFileSync(path, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}
