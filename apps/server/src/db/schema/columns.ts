import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes (an uploaded image or file, stored after it was decoded and re-encoded): a Buffer on both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
