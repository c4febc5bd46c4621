import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { employeeListSchema, employeeSchema, filterEmployees, listEmployeesQuerySchema, type Employee } from '@groundwork/domain/employees';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/builders';
import { aCrew, anEmployee, anEmployeeBody } from '../../test/people-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('POST /employees and GET /employees/{id}', () => {
  it('adds an employee with every field and reads it back with its loaded hourly cost', async () => {
    const admin = await signedInUser(t);
    const body = anEmployeeBody({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'Maria.Lopez@GreenLeaf.test',
      phone: '612-555-0101',
      employeeId: 'E-100',
      department: 'Maintenance',
      position: 'Crew Leader',
      status: 'on_leave',
      employmentType: 'seasonal',
      hireDate: '2021-03-15',
      payType: 'salary',
      payRate: 52_000,
      laborBurdenPercent: 20,
      billable: false,
      certifications: [{ name: 'Pesticide applicator licence', number: 'MN-12345', expiresOn: '2027-12-31' }],
      emergencyContact: { name: 'Jose Lopez', phone: '612-555-0199', relationship: 'Spouse' },
    });
    const created = await t.call('POST', '/employees', { token: admin.token, body });
    expect(created.status).toBe(200);
    const employee = employeeSchema.parse(created.body.data.employee);
    expect(employee).toMatchObject({
      firstName: 'Maria',
      email: 'maria.lopez@greenleaf.test',
      status: 'on_leave',
      employmentType: 'seasonal',
      hireDate: '2021-03-15',
      payType: 'salary',
      payRate: 52_000,
      laborBurdenPercent: 20,
      billable: false,
      managerId: null,
      managerName: null,
      hourlyCost: 30,
      certifications: [{ name: 'Pesticide applicator licence', number: 'MN-12345', expiresOn: '2027-12-31' }],
      emergencyContact: { name: 'Jose Lopez', phone: '612-555-0199', relationship: 'Spouse' },
    });

    const read = await t.call('GET', `/employees/${employee.id}`, { token: admin.token });
    expect(read.status).toBe(200);
    expect(read.body.data.employee).toEqual(employee);
  });

  it('keeps a pesticide applicator licence number and its expiry, and clears them', async () => {
    const admin = await signedInUser(t);
    const created = await t.call('POST', '/employees', {
      token: admin.token,
      body: anEmployeeBody({ applicatorLicenseNumber: '  MN-20451 ', applicatorLicenseExpiresOn: '2027-03-31' }),
    });
    expect(created.status, created.text).toBe(200);
    const employee = employeeSchema.parse(created.body.data.employee);
    expect(employee).toMatchObject({ applicatorLicenseNumber: 'MN-20451', applicatorLicenseExpiresOn: '2027-03-31' });
    const { id: _id, managerName: _manager, hourlyCost: _cost, createdAt: _created, ...rest } = employee;
    const cleared = await t.call('PUT', `/employees/${employee.id}`, { token: admin.token, body: { ...rest, applicatorLicenseNumber: '', applicatorLicenseExpiresOn: '' } });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.data.employee).toMatchObject({ applicatorLicenseNumber: null, applicatorLicenseExpiresOn: null });
    const refused = await t.call('POST', '/employees', { token: admin.token, body: anEmployeeBody({ applicatorLicenseExpiresOn: '2027-02-30' }) });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.details.fieldErrors)).toEqual(['applicatorLicenseExpiresOn']);
  });

  it('refuses an employee ID already used in the company, whatever its case, with 409 on the field', async () => {
    const admin = await signedInUser(t);
    await anEmployee(t, admin, { employeeId: 'E-7' });
    const response = await t.call('POST', '/employees', { token: admin.token, body: anEmployeeBody({ employeeId: 'e-7' }) });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ code: 'CONFLICT', message: 'Another employee already has this employee ID' });
    expect(response.body.details.fieldErrors.employeeId).toEqual(['Another employee already has this employee ID']);
  });

  it('lets two companies use the same employee ID', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    await anEmployee(t, first, { employeeId: 'E-1' });
    expect((await t.call('POST', '/employees', { token: second.token, body: anEmployeeBody({ employeeId: 'E-1' }) })).status).toBe(200);
  });

  it.each([
    [{ firstName: '' }, 'firstName'],
    [{ lastName: 'x'.repeat(81) }, 'lastName'],
    [{ email: 'not-an-email' }, 'email'],
    [{ employeeId: '   ' }, 'employeeId'],
    [{ department: '' }, 'department'],
    [{ position: undefined }, 'position'],
    [{ status: 'fired' }, 'status'],
    [{ employmentType: 'intern' }, 'employmentType'],
    [{ managerId: 'abc' }, 'managerId'],
    [{ hireDate: '15/03/2021' }, 'hireDate'],
    [{ payType: 'daily' }, 'payType'],
    [{ payRate: -1 }, 'payRate'],
    [{ payRate: 12.34567 }, 'payRate'],
    [{ payRate: '20' }, 'payRate'],
    [{ laborBurdenPercent: 301 }, 'laborBurdenPercent'],
    [{ billable: 'yes' }, 'billable'],
    [{ certifications: [{ name: '' }] }, 'certifications.0.name'],
    [{ certifications: [{ name: 'CDL', expiresOn: 'soon' }] }, 'certifications.0.expiresOn'],
    [{ emergencyContact: { name: 'x'.repeat(121) } }, 'emergencyContact.name'],
  ])('refuses %j with 400 naming %s', async (overrides, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/employees', { token: admin.token, body: { ...anEmployeeBody(), ...overrides } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });

  it('ignores a companyId, id or hourlyCost sent by the client', async () => {
    const admin = await signedInUser(t);
    const other = await signedInUser(t);
    const response = await t.call('POST', '/employees', {
      token: admin.token,
      body: { ...anEmployeeBody({ payRate: 20, laborBurdenPercent: 0 }), companyId: other.companyId, id: '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f', hourlyCost: 999 },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.employee.id).not.toBe('5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f');
    expect(response.body.data.employee.hourlyCost).toBe(20);
    expect((await t.call('GET', '/employees', { token: other.token })).body.data.employees).toEqual([]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const admin = await signedInUser(t);
    expect((await t.call('GET', '/employees/5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f', { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', '/employees/nope', { token: admin.token })).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/employees')).status).toBe(401);
    expect((await t.call('POST', '/employees', { body: anEmployeeBody() })).status).toBe(401);
  });
});

describe('managers', () => {
  it('sets a manager of the same company and shows their name', async () => {
    const admin = await signedInUser(t);
    const boss = await anEmployee(t, admin, { firstName: 'Olivia', lastName: 'Park', position: 'Operations Manager' });
    const worker = await anEmployee(t, admin, { managerId: boss.id });
    const read = await t.call('GET', `/employees/${worker.id}`, { token: admin.token });
    expect(read.body.data.employee).toMatchObject({ managerId: boss.id, managerName: 'Olivia Park' });
  });

  it('refuses a manager from another company as if it did not exist', async () => {
    const admin = await signedInUser(t);
    const stranger = await anEmployee(t, await signedInUser(t));
    const response = await t.call('POST', '/employees', { token: admin.token, body: anEmployeeBody({ managerId: stranger.id }) });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors.managerId).toEqual(['Choose a manager from this company']);
  });

  it('refuses the employee itself and anyone who reports to them', async () => {
    const admin = await signedInUser(t);
    const top = await anEmployee(t, admin, { position: 'General Manager' });
    const middle = await anEmployee(t, admin, { managerId: top.id, position: 'Supervisor' });
    const bottom = await anEmployee(t, admin, { managerId: middle.id });

    const self = await t.call('PUT', `/employees/${top.id}`, { token: admin.token, body: anEmployeeBody({ managerId: top.id }) });
    expect(self.status).toBe(400);
    expect(self.body.details.fieldErrors.managerId).toEqual(['An employee cannot be their own manager']);

    const loop = await t.call('PUT', `/employees/${top.id}`, { token: admin.token, body: anEmployeeBody({ managerId: bottom.id }) });
    expect(loop.status).toBe(400);
    expect(loop.body.message).toBe('This manager reports to the employee, directly or through others; choose someone else');

    const fine = await t.call('PUT', `/employees/${bottom.id}`, { token: admin.token, body: anEmployeeBody({ managerId: top.id }) });
    expect(fine.status).toBe(200);
  });

  it('two people making each other’s manager at the same time cannot both succeed', async () => {
    const admin = await signedInUser(t);
    const a = await anEmployee(t, admin, { employeeId: 'A-1' });
    const b = await anEmployee(t, admin, { employeeId: 'B-1' });
    const results = await Promise.all([
      t.call('PUT', `/employees/${a.id}`, { token: admin.token, body: anEmployeeBody({ employeeId: 'A-1', managerId: b.id }) }),
      t.call('PUT', `/employees/${b.id}`, { token: admin.token, body: anEmployeeBody({ employeeId: 'B-1', managerId: a.id }) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('GET /employees/managers lists positions with manager, supervisor or lead, not the terminated', async () => {
    const admin = await signedInUser(t);
    await anEmployee(t, admin, { firstName: 'A', position: 'Operations Manager' });
    await anEmployee(t, admin, { firstName: 'B', position: 'snow SUPERVISOR' });
    await anEmployee(t, admin, { firstName: 'C', position: 'Crew Leader' });
    await anEmployee(t, admin, { firstName: 'D', position: 'Labourer' });
    await anEmployee(t, admin, { firstName: 'E', position: 'Crew Lead', status: 'terminated' });
    const response = await t.call('GET', '/employees/managers', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.data.employees.map((e: { firstName: string }) => e.firstName).sort()).toEqual(['A', 'B', 'C']);
  });
});

describe('GET /employees (paged, searched, filtered)', () => {
  it('pages with 1 and 50 by default, ordered by last name', async () => {
    const admin = await signedInUser(t);
    for (const lastName of ['Young', 'Adams', 'Moore']) await anEmployee(t, admin, { lastName });
    const response = await t.call('GET', '/employees', { token: admin.token });
    expect(response.status).toBe(200);
    const list = employeeListSchema.parse(response.body.data);
    expect(list.pagination).toEqual({ page: 1, limit: 50, total: 3 });
    expect(list.employees.map((e) => e.lastName)).toEqual(['Adams', 'Moore', 'Young']);

    const page2 = await t.call('GET', '/employees?page=2&limit=2', { token: admin.token });
    expect(page2.body.data.employees.map((e: { lastName: string }) => e.lastName)).toEqual(['Young']);
    expect(page2.body.data.pagination).toEqual({ page: 2, limit: 2, total: 3 });

    const beyond = await t.call('GET', '/employees?page=5&limit=2', { token: admin.token });
    expect(beyond.body.data).toEqual({ employees: [], pagination: { page: 5, limit: 2, total: 3 } });
  });

  it('searches full name, e-mail and employee ID ignoring case, and applies the five filters', async () => {
    const admin = await signedInUser(t);
    const boss = await anEmployee(t, admin, { firstName: 'Olivia', lastName: 'Park', position: 'Manager', department: 'Office', employeeId: 'M-1', email: 'olivia@acme.test' });
    await anEmployee(t, admin, { firstName: 'Tom', lastName: 'Hill', department: 'Snow', employeeId: 'S-9', managerId: boss.id, email: 'th@acme.test' });
    await anEmployee(t, admin, { firstName: 'Ana', lastName: 'Ruiz', department: 'snow', status: 'terminated', employmentType: 'seasonal', employeeId: 'S-10', email: null });
    const names = async (query: string) =>
      ((await t.call('GET', `/employees?${query}`, { token: admin.token })).body.data.employees as Array<{ firstName: string }>).map((e) => e.firstName).sort();

    expect(await names('search=OLIVIA%20p')).toEqual(['Olivia']);
    expect(await names('search=TH%40acme')).toEqual(['Tom']);
    expect(await names('search=s-1')).toEqual(['Ana']);
    expect(await names('search=%25')).toEqual([]);
    expect(await names('department=SNOW')).toEqual(['Ana', 'Tom']);
    expect(await names('position=manager')).toEqual(['Olivia']);
    expect(await names('status=terminated')).toEqual(['Ana']);
    expect(await names('employmentType=seasonal')).toEqual(['Ana']);
    expect(await names(`managerId=${boss.id}`)).toEqual(['Tom']);
    expect(await names('department=snow&status=active&search=hill')).toEqual(['Tom']);
    expect(await names('status=&department=')).toEqual(['Ana', 'Olivia', 'Tom']);
  });

  it('finds exactly what the browser’s filterEmployees finds, for the same search and filters', async () => {
    const admin = await signedInUser(t);
    const boss = await anEmployee(t, admin, { firstName: 'Olivia', lastName: 'Park', position: 'Operations Manager', department: 'Office' });
    const specs = [
      { firstName: 'Ana', lastName: 'Ruiz', department: 'Snow', position: 'Plow Operator', employmentType: 'seasonal' as const, email: 'ana_r@x.test' },
      { firstName: 'Arne', lastName: 'Olsen', department: 'snow', position: 'plow operator', status: 'on_leave' as const, managerId: boss.id },
      { firstName: 'Zoë', lastName: 'Martin', department: 'Irrigation', position: 'Irrigation Technician', employeeId: 'IRR-100%', managerId: boss.id },
      { firstName: 'Tom', lastName: 'Hill', department: 'Maintenance', position: 'Crew Leader', status: 'terminated' as const, email: null },
      { firstName: 'Mary Ann', lastName: 'Lee', department: 'Maintenance', position: 'Labourer', employmentType: 'part_time' as const, managerId: boss.id },
    ];
    for (const spec of specs) await anEmployee(t, admin, spec);
    const all = (await t.call('GET', '/employees?limit=200', { token: admin.token })).body.data.employees as Employee[];
    const queries = [
      'search=an', 'search=ANN%20L', 'search=z%1Fm', 'search=%1F', 'search=_', 'search=%25', 'search=x.test', 'search=irr-1', 'search=zo%C3%AB',
      'department=SNOW', 'position=Plow%20Operator', 'status=on_leave', 'employmentType=part_time', `managerId=${boss.id}`,
      `search=a&department=snow&managerId=${boss.id}`, 'search=ar&status=active',
    ];
    for (const query of queries) {
      const filters = listEmployeesQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const server = (await t.call('GET', `/employees?limit=200&${query}`, { token: admin.token })).body.data.employees as Employee[];
      expect(server.map((e) => e.id), query).toEqual(filterEmployees(all, filters).map((e) => e.id));
    }
  });

  it.each([
    ['page=0', 'page'],
    ['limit=1000', 'limit'],
    ['status=fired', 'status'],
    ['employmentType=x', 'employmentType'],
    ['managerId=123', 'managerId'],
    [`search=${'a'.repeat(121)}`, 'search'],
  ])('a bad query %s is 400 naming the field', async (query, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('GET', `/employees?${query}`, { token: admin.token });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });

  it('GET /employees/department/{department} lists the department in any case', async () => {
    const admin = await signedInUser(t);
    await anEmployee(t, admin, { firstName: 'I1', department: 'Irrigation' });
    await anEmployee(t, admin, { firstName: 'I2', department: 'irrigation' });
    await anEmployee(t, admin, { firstName: 'O1', department: 'Office' });
    const response = await t.call('GET', '/employees/department/IRRIGATION', { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.data.employees.map((e: { firstName: string }) => e.firstName).sort()).toEqual(['I1', 'I2']);
  });
});

describe('PUT /employees/{id}', () => {
  it('replaces the record and refuses a stale updatedAt with 409', async () => {
    const admin = await signedInUser(t);
    const employee = await anEmployee(t, admin);
    const body = anEmployeeBody({ employeeId: employee.employeeId, position: 'Crew Leader', updatedAt: employee.updatedAt } as never);
    const first = await t.call('PUT', `/employees/${employee.id}`, { token: admin.token, body });
    expect(first.status).toBe(200);
    expect(first.body.data.employee.position).toBe('Crew Leader');
    expect(Date.parse(first.body.data.employee.updatedAt)).toBeGreaterThanOrEqual(Date.parse(employee.updatedAt));

    const stale = await t.call('PUT', `/employees/${employee.id}`, { token: admin.token, body: { ...body, position: 'Mechanic' } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CONFLICT');
  });

  it('refuses taking another employee’s ID with 409', async () => {
    const admin = await signedInUser(t);
    await anEmployee(t, admin, { employeeId: 'TAKEN' });
    const employee = await anEmployee(t, admin);
    const response = await t.call('PUT', `/employees/${employee.id}`, { token: admin.token, body: anEmployeeBody({ employeeId: 'taken' }) });
    expect(response.status).toBe(409);
    expect(response.body.details.fieldErrors.employeeId).toBeDefined();
  });
});

describe('DELETE /employees/{id}', () => {
  it('deletes an employee nobody points at', async () => {
    const admin = await signedInUser(t);
    const employee = await anEmployee(t, admin, { firstName: 'Sam', lastName: 'Lee' });
    const response = await t.call('DELETE', `/employees/${employee.id}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ outcome: 'deleted', message: 'Employee Sam Lee deleted successfully', employee: null });
    expect((await t.call('GET', `/employees/${employee.id}`, { token: admin.token })).status).toBe(404);
  });

  it('marks a manager terminated instead, and says why', async () => {
    const admin = await signedInUser(t);
    const boss = await anEmployee(t, admin, { firstName: 'Olivia', lastName: 'Park' });
    await anEmployee(t, admin, { managerId: boss.id });
    const response = await t.call('DELETE', `/employees/${boss.id}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ outcome: 'terminated', references: { crews: 0, reports: 1, positions: 0 } });
    expect(response.body.data.message).toBe('Employee Olivia Park is the manager of 1 employee, so they were marked terminated instead of deleted');
    expect(response.body.data.employee.status).toBe('terminated');
  });

  it('marks a crew member terminated instead', async () => {
    const admin = await signedInUser(t);
    const worker = await anEmployee(t, admin);
    await aCrew(t, admin, { members: [{ employeeId: worker.id }] });
    const response = await t.call('DELETE', `/employees/${worker.id}`, { token: admin.token });
    expect(response.body.data).toMatchObject({ outcome: 'terminated', references: { crews: 1 } });
    expect((await t.call('GET', `/employees/${worker.id}`, { token: admin.token })).body.data.employee.status).toBe('terminated');
  });
});

describe('a second company', () => {
  it('cannot read, list, change or delete the first company’s employees', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const employee = await anEmployee(t, first, { department: 'Snow', position: 'Snow Supervisor' });

    expect((await t.call('GET', `/employees/${employee.id}`, { token: second.token })).status).toBe(404);
    expect((await t.call('PUT', `/employees/${employee.id}`, { token: second.token, body: anEmployeeBody() })).status).toBe(404);
    expect((await t.call('DELETE', `/employees/${employee.id}`, { token: second.token })).status).toBe(404);
    expect((await t.call('GET', '/employees', { token: second.token })).body.data.pagination.total).toBe(0);
    expect((await t.call('GET', '/employees/department/Snow', { token: second.token })).body.data.employees).toEqual([]);
    expect((await t.call('GET', '/employees/managers', { token: second.token })).body.data.employees).toEqual([]);
    expect((await t.call('GET', `/employees/${employee.id}`, { token: first.token })).status).toBe(200);
  });
});

describe('who may change the roster', () => {
  it('office managers may; estimators read it but get 403 on every change; a crew leader gets 403 on the roster, reads included', async () => {
    const admin = await signedInUser(t);
    const existing = await anEmployee(t, admin);
    const officeManager = await signedInUser(t, { companyId: admin.companyId, role: 'office_manager' });
    const added = await t.call('POST', '/employees', { token: officeManager.token, body: anEmployeeBody({ employeeId: 'OM-1' }) });
    expect(added.status, added.text).toBe(200);

    const changes = async (token: string, role: string) => [
      await t.call('POST', '/employees', { token, body: anEmployeeBody({ employeeId: `X-${role}` }) }),
      await t.call('PUT', `/employees/${existing.id}`, { token, body: { ...anEmployeeBody(), updatedAt: existing.updatedAt } }),
      await t.call('DELETE', `/employees/${existing.id}`, { token }),
      await t.call('POST', '/employees', { token, body: { firstName: '' } }),
    ];

    const estimator = await signedInUser(t, { companyId: admin.companyId, role: 'estimator' });
    expect((await t.call('GET', '/employees', { token: estimator.token })).status).toBe(200);
    for (const attempt of await changes(estimator.token, 'estimator')) {
      expect(attempt.status).toBe(403);
      expect(attempt.body.message).toBe('Only admins and office managers can change the roster.');
    }

    const leader = await signedInUser(t, { companyId: admin.companyId, role: 'crew_leader' });
    const leaderAttempts = [
      await t.call('GET', '/employees', { token: leader.token }),
      await t.call('GET', `/employees/${existing.id}`, { token: leader.token }),
      ...(await changes(leader.token, 'crew_leader')),
    ];
    for (const attempt of leaderAttempts) {
      expect(attempt.status).toBe(403);
      expect(attempt.body.message).toBe(OFFICE_ONLY_MESSAGE);
    }
    const after = await t.call('GET', `/employees/${existing.id}`, { token: admin.token });
    expect(after.body.data.employee.updatedAt).toBe(existing.updatedAt);
  });
});
