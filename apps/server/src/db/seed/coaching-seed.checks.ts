import { coachingSessionListSchema } from '@groundwork/domain/coaching';
import { todoListSchema } from '@groundwork/domain/planning';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { DEMO_COACH } from './coaching';
import { DEMO_COMPANY, DEMO_CREW_LEADER } from './demo';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo company’s coaching sessions', () => {
  it('span two quarters, newest first, their commitments to-dos of the owner and the crew leader: the old done, the latest open', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const response = await t.call('GET', '/coaching/sessions', { token });
    expect(response.status, response.text).toBe(200);
    const { today, sessions } = coachingSessionListSchema.parse(response.body.data);
    expect(sessions).toHaveLength(6);
    expect(sessions.every((session) => session.coachName === DEMO_COACH)).toBe(true);
    expect(sessions.map((session) => session.heldOn)).toEqual([...sessions.map((session) => session.heldOn)].sort().reverse());
    expect(sessions.at(-1)!.heldOn < sessions[0]!.heldOn).toBe(true);

    const [latest] = sessions;
    expect(latest!.commitments.map((each) => each.done)).toEqual([false, false, false]);
    expect(sessions.at(-1)!.commitments.every((each) => each.done)).toBe(true);
    const open = sessions.flatMap((session) => session.commitments).filter((each) => !each.done);
    expect(open.some((each) => each.dueDate < today)).toBe(true);
    expect(new Set(sessions.flatMap((session) => session.commitments.map((each) => each.ownerName)))).toEqual(
      new Set([`${DEMO_COMPANY.firstName} ${DEMO_COMPANY.lastName}`, `${DEMO_CREW_LEADER.firstName} ${DEMO_CREW_LEADER.lastName}`]),
    );

    // The commitments are the planning to-dos.
    const todos = todoListSchema.parse((await t.call('GET', '/planning/todos', { token })).body.data);
    expect(todos.todos.map((todo) => todo.id)).toEqual(expect.arrayContaining(latest!.commitments.map((each) => each.todoId)));
  });
});
