import { healthAssessmentListSchema, previousQuarter, quarterOf, scoreChange, suggestedPriorities } from '@groundwork/domain/growth';
import { describe, expect, it } from 'vitest';
import { dateIn } from '../../lib/dates';
import { signIn } from '../../test/builders';
import { DEMO_COMPANY } from './demo';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo company’s business health scorecard', () => {
  it('has last quarter’s and this quarter’s assessment, improving, with priorities for the weakest areas', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const response = await t.call('GET', '/health_assessments', { token });
    expect(response.status, response.text).toBe(200);
    const { currentQuarter, assessments } = healthAssessmentListSchema.parse(response.body.data);

    // The demo company works in Minneapolis: its quarter, not the server's.
    expect(currentQuarter).toBe(quarterOf(dateIn('America/Chicago')));
    expect(assessments.map((item) => item.quarter)).toEqual([currentQuarter, previousQuarter(currentQuarter)]);
    const [now, before] = assessments;
    expect(now!.summary.complete && before!.summary.complete).toBe(true);
    expect([before!.summary.total.percent, now!.summary.total.percent]).toEqual([57, 65]);
    const change = scoreChange(now!.summary, before!.summary);
    expect(change.areas).toEqual({ leadership: 20, finance: 16, sales_marketing: 0, operations: 4, people: 8, customer: 0 });
    expect(now!.takenBy?.name).toBe(`${DEMO_COMPANY.firstName} ${DEMO_COMPANY.lastName}`);
    expect(suggestedPriorities(now!.scores).map((item) => item.area)).toEqual(['sales_marketing', 'sales_marketing', 'people', 'people', 'customer', 'customer']);
  });
});
