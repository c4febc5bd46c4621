/**
 * Every check of the demo company's data, on one demo seeded once (demo-fixture.ts): each area's checks live beside
 * its seed in *-seed.checks.ts. Those that change the demo (an estimate saved, a round optimised, a task done) come
 * last, each on records no earlier check reads. The demo is seeded as a first start seeds it (demo-fixture.ts), so the
 * last check here is that starts preparing one database together seed it once.
 */
import { describe, expect, it } from 'vitest';
import { testDriver } from '../../test/test-database';
import { demoStarts } from './demo-fixture';
import { DEMO_COMPANY } from './demo';
import './company-setup.checks';
import './people-seed.checks';
import './growth-plan-seed.checks';
import './marketing-seed.checks';
import './customers-seed.checks';
import './price-book-seed.checks';
import './services-seed.checks';
import './equipment-seed.checks';
import './orders-seed.checks';
import './dispatch-seed.checks';
import './invoices-seed.checks';
import './chemical-applications-seed.checks';
import './health-scorecard-seed.checks';
import './coaching-seed.checks';
import './people-development-seed.checks';
import './meetings-seed.checks';
import './hiring-seed.checks';
import './estimates-seed.checks';
import './rounds-seed.checks';
import './tickets-seed.checks';
import './documents-seed.checks';
import './store-seed.checks';

describe(`the first start seeds the demo once (${testDriver()})`, () => {
  it(`${testDriver() === 'postgres' ? 'two instances preparing the database together' : 'two starts in turn'} seed one demo company, and only one of them gets its sign-in`, () => {
    expect(demoStarts()).toEqual({ demoEmails: [DEMO_COMPANY.email], companies: 1, legalDocuments: 2 });
  });
});
