/**
 * Every check of the demo company's data, on one demo seeded once (demo-fixture.ts): each area's checks live beside
 * its seed in *-seed.checks.ts. Those that change the demo (an estimate saved, a round optimised, a task done) come
 * last, each on records no earlier check reads.
 */
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
