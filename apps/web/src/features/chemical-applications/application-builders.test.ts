import { applicationListSchema, applicationReportSchema, applicationResultSchema, applicationSettingsResultSchema } from '@groundwork/domain/chemical-applications';
import { describe, expect, it } from 'vitest';
import { anApplication, anApplicationRow, aReport, someSettings } from './application-builders';

// The component tests answer with these: they must be what the server's schemas let through.
describe('the test data of application records', () => {
  it('parses with the contract’s answer schemas', () => {
    const { sign: _sign, overrides: _overrides, ...row } = anApplication();
    expect(applicationResultSchema.safeParse({ application: anApplication() }).success).toBe(true);
    expect(applicationListSchema.safeParse({ applications: [anApplicationRow()], pagination: { page: 1, limit: 50, total: 1 } }).success).toBe(true);
    expect(applicationReportSchema.safeParse({ report: aReport({ applications: [row] }) }).success).toBe(true);
    expect(applicationSettingsResultSchema.safeParse({ settings: someSettings() }).success).toBe(true);
  });
});
