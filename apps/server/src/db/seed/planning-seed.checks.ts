import { planningOverviewSchema, todoListSchema } from '@groundwork/domain/planning';
import { shiftQuarter } from '@groundwork/domain/shared';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo company’s annual and quarterly planning', () => {
  it('has the year’s goals, this quarter’s Big 3 from the health scorecard’s weakest areas, last quarter scored, and to-dos', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const response = await t.call('GET', '/planning', { token });
    expect(response.status, response.text).toBe(200);
    const plan = planningOverviewSchema.parse(response.body.data);
    expect(plan.goals.map((goal) => goal.focusArea)).toEqual(['Year-round revenue', 'Design-build growth', 'Crew development']);
    const big3 = plan.priorities.filter((priority) => priority.scope === 'company');
    expect(big3.map((priority) => priority.title).sort()).toEqual(['Ask every maintenance client how we did this season', 'Put a hiring process in place before spring', 'Write the marketing plan for spring']);
    expect(big3.every((priority) => priority.ownerName !== null && priority.goalTitle !== null && priority.dueDate === plan.priorities[0]!.dueDate)).toBe(true);
    expect(plan.history.map((row) => [row.quarter, row.done, row.total])).toEqual([
      [plan.currentQuarter, 0, 5],
      [shiftQuarter(plan.currentQuarter, -1), 3, 4],
    ]);
    expect(plan.history[1]!.percent).toBe(75);

    const todos = todoListSchema.parse((await t.call('GET', '/planning/todos', { token })).body.data);
    expect(todos.todos).toHaveLength(4);
    expect(todos.todos[0]!.title).toBe('Post the crew leader job ad');
    expect(todos.todos[0]!.dueDate < todos.today).toBe(true);
  });
});
