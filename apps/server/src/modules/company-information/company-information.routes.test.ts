import { companyInformationSchema, LOGO_MAX_BYTES, LOGO_UNREADABLE_MESSAGE } from '@groundwork/domain/company-information';
import { API_BASE_PATH } from '@groundwork/domain/shared';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { anImage, damagedPngs } from '../../test/images';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const PNG = await anImage('png', 40, 20);
const JPEG = await anImage('jpeg', 30, 30);
const WEBP = await anImage('webp', 12, 8);
const DAMAGED_PNGS = await damagedPngs();
const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
    '<script>alert(document.cookie)</script><rect width="10" height="10" fill="#2f6b3a"/>' +
    '<image href="https://tracker.example/pixel.png"/></svg>',
);

interface FilePart {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: FilePart, fileField = 'file') {
  const boundary = `----groundwork${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(user: SignedInUser, fields: Record<string, string>, file?: FilePart, fileField?: string) {
  const { body, headers } = multipart(fields, file, fileField);
  return t.call('POST', '/company_information/logos', { token: user.token, body, headers });
}

async function information(user: SignedInUser) {
  const response = await t.call('GET', '/company_information', { token: user.token });
  expect(response.status).toBe(200);
  return companyInformationSchema.parse(response.body.data.companyInformation);
}

/** A logo address is under /api/v2; t.call adds that prefix itself. */
const fetchLogo = (url: string, headers: Record<string, string> = {}) => t.call('GET', url.slice(API_BASE_PATH.length), { headers });

describe('GET /company_information', () => {
  it("starts from the company's name and the spec's defaults", async () => {
    const admin = await signedInUser(t);
    const info = await information(admin);
    expect(info.companyDetails).toMatchObject({
      companyName: admin.companyName,
      country: 'United States',
      timeZone: 'America/New_York',
      sameAsAbove: true,
      officePhone: '',
    });
    expect(info.contactDetails).toEqual({ firstName: '', lastName: '', title: '', email: '', phone: '', fax: '' });
    expect(info.schedulingDetails).toEqual({ workingWeekdays: [1, 2, 3, 4, 5], shiftHours: 8, dayStartTime: '07:00', yardLatitude: null, yardLongitude: null });
    expect(info.logoDetails.mainLogo).toEqual({ url: null, altText: '', contentType: null, byteSize: null });
    expect(info.companyMission.roadmapPoints.map((point) => point.title)).toEqual(['You Are Here', '6 Months', '18 Months', '3 Years']);
    expect(info.companyMission.roadmapPoints.every((point) => point.goals.length === 3)).toBe(true);
    expect(info.companyVision).toMatchObject({ timeframe: '5-10 years', focusAreas: [], lastUpdated: null });
  });

  it('is readable by every role and needs a session', async () => {
    const estimator = await signedInUser(t, { role: 'estimator' });
    expect((await t.call('GET', '/company_information', { token: estimator.token })).status).toBe(200);
    expect((await t.call('GET', '/company_information')).status).toBe(401);
  });
});

describe('PUT /company_information', () => {
  it('saves the sections sent, copies the mailing address while sameAsAbove, and stamps lastUpdated', async () => {
    const admin = await signedInUser(t);
    const before = await information(admin);
    const response = await t.call('PUT', '/company_information', {
      token: admin.token,
      body: {
        updatedAt: before.updatedAt,
        companyDetails: {
          companyName: 'Evergreen Lawn & Landscape',
          officePhone: '(612) 555-0142',
          companyEmail: 'Office@Evergreen.Example',
          address: '100 Lake St',
          city: 'Minneapolis',
          state: 'MN',
          zipCode: '55408',
          website: 'evergreen.example',
          timeZone: 'America/Chicago',
          sameAsAbove: true,
          physicalAddress: 'ignored while same as above',
        },
        contactDetails: { firstName: 'Ana', lastName: 'Lind', title: 'Owner', email: 'ana@evergreen.example', phone: '612 555 0199' },
        companyVision: { visionStatement: 'Best in the Twin Cities', focusAreas: ['Crews', 'Design'] },
        companyId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(response.status).toBe(200);
    const saved = companyInformationSchema.parse(response.body.data.companyInformation);
    expect(saved.companyDetails).toMatchObject({
      companyName: 'Evergreen Lawn & Landscape',
      companyEmail: 'office@evergreen.example',
      physicalAddress: '100 Lake St',
      physicalCity: 'Minneapolis',
      physicalZipCode: '55408',
      country: 'United States',
    });
    expect(saved.contactDetails).toMatchObject({ firstName: 'Ana', fax: '' });
    expect(saved.companyVision).toMatchObject({ timeframe: '5-10 years', focusAreas: ['Crews', 'Design'] });
    expect(saved.companyVision.lastUpdated).not.toBeNull();
    expect(saved.companyMission.lastUpdated).toBeNull(); // not sent, not touched
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(await information(admin)).toEqual(saved);
    // The sidebar's company name (from the session's company) follows.
    const me = await t.call('GET', '/auth/me', { token: admin.token });
    expect(me.body.data.company.name).toBe('Evergreen Lawn & Landscape');
  });

  it('saves when the crews work and where the yard is, leaving the other sections alone', async () => {
    const admin = await signedInUser(t);
    const before = await information(admin);
    const response = await t.call('PUT', '/company_information', {
      token: admin.token,
      body: { updatedAt: before.updatedAt, schedulingDetails: { workingWeekdays: [6, 1, 2, 3, 4, 5], shiftHours: 9.5, dayStartTime: '06:30', yardLatitude: 44.9606, yardLongitude: -93.2776 } },
    });
    expect(response.status).toBe(200);
    const saved = companyInformationSchema.parse(response.body.data.companyInformation);
    expect(saved.schedulingDetails).toEqual({ workingWeekdays: [1, 2, 3, 4, 5, 6], shiftHours: 9.5, dayStartTime: '06:30', yardLatitude: 44.9606, yardLongitude: -93.2776 });
    expect(saved.companyDetails).toEqual(before.companyDetails);
  });

  it('refuses a save based on an older version with 409', async () => {
    const admin = await signedInUser(t);
    const loaded = await information(admin);
    const first = await t.call('PUT', '/company_information', {
      token: admin.token,
      body: { updatedAt: loaded.updatedAt, contactDetails: { firstName: 'First' } },
    });
    expect(first.status).toBe(200);
    const second = await t.call('PUT', '/company_information', {
      token: admin.token,
      body: { updatedAt: loaded.updatedAt, contactDetails: { firstName: 'Second' } },
    });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('CONFLICT');
    expect((await information(admin)).contactDetails.firstName).toBe('First');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no version', { updatedAt: undefined }, 'updatedAt', 'updatedAt must be the version you loaded'],
    ['an empty company name', { companyDetails: { companyName: '' } }, 'companyDetails.companyName', 'Company name is required'],
    ['a bad phone', { companyDetails: { companyName: 'A', officePhone: '12' } }, 'companyDetails.officePhone', 'Enter a valid phone number, e.g. (612) 555-0142'],
    ['a bad e-mail', { contactDetails: { email: 'ana@' } }, 'contactDetails.email', 'Enter a valid email address'],
    ['a bad website', { companyDetails: { companyName: 'A', website: 'not a website' } }, 'companyDetails.website', 'Enter a valid website, e.g. https://www.example.com'],
    ['a bad ZIP', { companyDetails: { companyName: 'A', zipCode: '5540' } }, 'companyDetails.zipCode', 'Enter a valid ZIP code, e.g. 55401 or 55401-1234'],
    ['an unknown time zone', { companyDetails: { companyName: 'A', timeZone: 'Mars/Base' } }, 'companyDetails.timeZone', 'Choose a time zone from the list, e.g. America/New_York'],
    ['a roadmap of two points', { companyMission: { roadmapPoints: [] } }, 'companyMission.roadmapPoints', 'The roadmap has 4 points'],
    ['no working day', { schedulingDetails: { workingWeekdays: [] } }, 'schedulingDetails.workingWeekdays', 'Choose at least one working day'],
    ['a huge shift', { schedulingDetails: { shiftHours: 1e308 } }, 'schedulingDetails.shiftHours', 'Shift length must be at most 24 hours'],
    ['a yard latitude alone', { schedulingDetails: { yardLatitude: 44.9 } }, 'schedulingDetails.yardLongitude', 'Enter both the latitude and the longitude of the yard, or neither'],
    ['a text longitude', { schedulingDetails: { yardLatitude: 44.9, yardLongitude: 'west' } }, 'schedulingDetails.yardLongitude', 'Yard longitude must be a number'],
    ['a non-boolean sameAsAbove', { companyDetails: { companyName: 'A', sameAsAbove: 'yes' } }, 'companyDetails.sameAsAbove', 'Same as above must be true or false'],
  ])('answers 400 for %s, naming the field', async (_label, change, field, message) => {
    const admin = await signedInUser(t);
    const { updatedAt } = await information(admin);
    const response = await t.call('PUT', '/company_information', { token: admin.token, body: { updatedAt, ...change } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.details.fieldErrors[field]).toEqual([message]);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const admin = await signedInUser(t);
    const response = await t.call('PUT', '/company_information', {
      token: admin.token,
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });

  it.each(['office_manager', 'estimator', 'crew_leader'] as const)('a %s cannot change it (403)', async (role) => {
    const user = await signedInUser(t, { role });
    const { updatedAt } = await information(user);
    const response = await t.call('PUT', '/company_information', { token: user.token, body: { updatedAt, contactDetails: { firstName: 'X' } } });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Only an admin can set up the company.');
  });

  it('lets an office manager write the direction alone — purpose, values, vision, mission — but not with the details', async () => {
    const admin = await signedInUser(t);
    const manager = await signedInUser(t, { role: 'office_manager', companyId: admin.companyId });
    const before = await information(manager);
    const values = {
      coreValues: [
        { name: ' Show up when we say we will ', practice: 'We arrive in the window we gave.' },
        { name: '', practice: '' },
        { name: 'Own the outcome', practice: '' },
      ],
    };
    const saved = await t.call('PUT', '/company_information', { token: manager.token, body: { updatedAt: before.updatedAt, companyValues: values } });
    expect(saved.status).toBe(200);
    // Trimmed; a row left blank in the form is not a value.
    expect(saved.body.data.companyInformation.companyValues.coreValues).toEqual([
      { name: 'Show up when we say we will', practice: 'We arrive in the window we gave.' },
      { name: 'Own the outcome', practice: '' },
    ]);
    const { updatedAt } = saved.body.data.companyInformation;

    const mixed = await t.call('PUT', '/company_information', {
      token: manager.token,
      body: { updatedAt, companyPurpose: { purposeStatement: 'Outdoor spaces people are proud of.' }, contactDetails: { firstName: 'X' } },
    });
    expect(mixed.status).toBe(403);
    expect(mixed.body.message).toBe('Only an admin can set up the company.');

    for (const role of ['estimator', 'crew_leader'] as const) {
      const other = await signedInUser(t, { role, companyId: admin.companyId });
      const refused = await t.call('PUT', '/company_information', { token: other.token, body: { updatedAt, companyPurpose: { purposeStatement: 'Mine now' } } });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Only an admin or an office manager can change the company’s purpose, values, vision and mission.');
    }
    expect((await information(admin)).companyPurpose.purposeStatement).toBe('');
  });

  it('names the core value without a name, and refuses values that are not a list of names and practices', async () => {
    const admin = await signedInUser(t);
    const { updatedAt } = await information(admin);
    const put = (companyValues: unknown) => t.call('PUT', '/company_information', { token: admin.token, body: { updatedAt, companyValues } });
    const unnamed = await put({ coreValues: [{ name: 'Safety first', practice: '' }, { name: ' ', practice: 'Eye protection on every job' }] });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.details.fieldErrors).toEqual({ 'companyValues.coreValues.1.name': ['Give this value a name'] });
    for (const coreValues of ['Safety', ['Safety first'], [{ name: 7 }], Array.from({ length: 21 }, (_, index) => ({ name: `Value ${index}`, practice: '' }))]) {
      expect((await put({ coreValues })).status).toBe(400);
    }
  });

  it("a second company neither reads nor changes the first company's information", async () => {
    const first = await signedInUser(t);
    const { updatedAt } = await information(first);
    await t.call('PUT', '/company_information', { token: first.token, body: { updatedAt, contactDetails: { firstName: 'Private' } } });
    const second = await signedInUser(t);
    const seen = await information(second);
    expect(seen.companyDetails.companyName).toBe(second.companyName);
    expect(JSON.stringify(seen)).not.toContain('Private');
    await t.call('PUT', '/company_information', {
      token: second.token,
      body: { updatedAt: seen.updatedAt, contactDetails: { firstName: 'Intruder' }, companyId: first.companyId },
    });
    expect((await information(first)).contactDetails.firstName).toBe('Private');
  });
});

describe('logos', () => {
  it('stores an upload in the database and serves it publicly with caching and safety headers', async () => {
    const admin = await signedInUser(t);
    const before = await information(admin);
    const response = await upload(admin, { kind: 'mainLogo', altText: 'Evergreen leaf' }, { filename: 'logo.png', contentType: 'image/png', bytes: PNG });
    expect(response.status).toBe(200);
    const info = companyInformationSchema.parse(response.body.data.companyInformation);
    expect(info.logoDetails.mainLogo).toMatchObject({ altText: 'Evergreen leaf', contentType: 'image/png' });
    expect(info.logoDetails.mainLogo.url).toMatch(/^\/api\/v2\/company_information\/logos\/[0-9a-f]{64}$/);
    expect(info.logoDetails.favicon.url).toBeNull();
    expect(info.updatedAt).toBe(before.updatedAt); // an open edit form stays saveable

    const served = await t.app.inject({ method: 'GET', url: info.logoDetails.mainLogo.url! });
    expect(served.statusCode).toBe(200);
    // What is served is the image decoded and encoded afresh, never the uploaded bytes themselves.
    expect(served.rawPayload.length).toBe(info.logoDetails.mainLogo.byteSize);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 20, hasAlpha: true });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");

    const again = await fetchLogo(info.logoDetails.mainLogo.url!, { 'if-none-match': served.headers.etag as string });
    expect(again.status).toBe(304);
  });

  it('replaces the logo of a slot: the old address stops answering', async () => {
    const admin = await signedInUser(t);
    const first = (await upload(admin, { kind: 'favicon' }, { filename: 'a.png', contentType: 'image/png', bytes: PNG })).body.data.companyInformation;
    const second = (await upload(admin, { kind: 'favicon' }, { filename: 'b.jpg', contentType: 'image/jpeg', bytes: JPEG })).body.data.companyInformation;
    expect(second.logoDetails.favicon.url).not.toBe(first.logoDetails.favicon.url);
    expect(second.logoDetails.favicon.contentType).toBe('image/jpeg');
    expect((await fetchLogo(first.logoDetails.favicon.url)).status).toBe(404);
    expect((await fetchLogo(second.logoDetails.favicon.url)).status).toBe(200);
  });

  it('judges the type by the bytes, not the declared type', async () => {
    const admin = await signedInUser(t);
    const gif = Buffer.from('GIF89a-pretending-to-be-png');
    const response = await upload(admin, { kind: 'mainLogo' }, { filename: 'logo.png', contentType: 'image/png', bytes: gif });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors.file).toEqual(['Upload a PNG, JPEG, SVG or WebP image']);
    const html = await upload(admin, { kind: 'mainLogo' }, { filename: 'x.svg', contentType: 'image/svg+xml', bytes: Buffer.from('<html><script>1</script></html>') });
    expect(html.status).toBe(400);
    expect((await information(admin)).logoDetails.mainLogo.url).toBeNull();
  });

  it('accepts a real image of several megabytes, stored re-encoded', async () => {
    const admin = await signedInUser(t);
    // Noise does not compress: a 1,100 × 1,100 PNG of it is close to the 5 MB limit.
    const noise = Buffer.alloc(1_100 * 1_100 * 4);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2_654_435_761) >>> 24;
    const large = await sharp(noise, { raw: { width: 1_100, height: 1_100, channels: 4 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(large.length).toBeGreaterThan(4_000_000);
    expect(large.length).toBeLessThanOrEqual(LOGO_MAX_BYTES);
    const response = await upload(admin, { kind: 'mainLogo' }, { filename: 'large.png', contentType: 'image/png', bytes: large });
    expect(response.status).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.body.data.companyInformation.logoDetails.mainLogo.url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1_100, height: 1_100 });
  });

  it('scales a very large image down to 2,000 px on its longer side', async () => {
    const admin = await signedInUser(t);
    const response = await upload(admin, { kind: 'mainLogo' }, { filename: 'wide.jpg', contentType: 'image/jpeg', bytes: await anImage('jpeg', 4_000, 1_000) });
    expect(response.status).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.body.data.companyInformation.logoDetails.mainLogo.url });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 2_000, height: 500 });
  });

  it('stores a WebP logo as PNG, which e-mails and PDFs can draw', async () => {
    const admin = await signedInUser(t);
    const response = await upload(admin, { kind: 'mainLogo' }, { filename: 'logo.webp', contentType: 'image/webp', bytes: WEBP });
    expect(response.status).toBe(200);
    expect(response.body.data.companyInformation.logoDetails.mainLogo.contentType).toBe('image/png');
  });

  it.each([
    ['a JPEG cut short', async () => (await anImage('jpeg', 64, 64)).subarray(0, 200)],
    ...DAMAGED_PNGS.map(([name, bytes]): [string, () => Promise<Buffer>] => [`a PNG with ${name}`, async () => bytes]),
  ])('refuses %s with a clear message and keeps the logo it had', async (_name, bytesOf) => {
    const admin = await signedInUser(t);
    const kept = (await upload(admin, { kind: 'mainLogo' }, { filename: 'a.png', contentType: 'image/png', bytes: PNG })).body.data.companyInformation.logoDetails.mainLogo;
    const response = await upload(admin, { kind: 'mainLogo' }, { filename: 'broken.png', contentType: 'image/png', bytes: await bytesOf() });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors.file).toEqual([LOGO_UNREADABLE_MESSAGE]);
    expect((await information(admin)).logoDetails.mainLogo).toEqual(kept);
  });

  it('answers 413 for an image over 5 MB', async () => {
    const admin = await signedInUser(t);
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const response = await upload(admin, { kind: 'mainLogo' }, { filename: 'big.png', contentType: 'image/png', bytes: big });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The image must be 5 MB or smaller' });
    expect((await information(admin)).logoDetails.mainLogo.url).toBeNull();
  });

  it('sanitises an SVG with a script before storing it and serves it under a locked-down policy', async () => {
    const admin = await signedInUser(t);
    const response = await upload(admin, { kind: 'secondaryLogo' }, { filename: 'logo.svg', contentType: 'image/svg+xml', bytes: SVG_WITH_SCRIPT });
    expect(response.status).toBe(200);
    const { url, contentType } = response.body.data.companyInformation.logoDetails.secondaryLogo;
    expect(contentType).toBe('image/svg+xml');
    const served = await fetchLogo(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.text).toContain('<rect width="10" height="10" fill="#2f6b3a"');
    expect(served.text).not.toMatch(/script|onload|alert|tracker/i);
  });

  it.each<[string, Record<string, string>, FilePart | undefined, string | undefined, string]>([
    ['no kind', {}, { filename: 'a.png', contentType: 'image/png', bytes: PNG }, undefined, 'kind'],
    ['an unknown kind', { kind: 'banner' }, { filename: 'a.png', contentType: 'image/png', bytes: PNG }, undefined, 'kind'],
    ['no file', { kind: 'mainLogo' }, undefined, undefined, 'file'],
    ['an empty file', { kind: 'mainLogo' }, { filename: 'a.png', contentType: 'image/png', bytes: Buffer.alloc(0) }, undefined, 'file'],
    ['a file under another name', { kind: 'mainLogo' }, { filename: 'a.png', contentType: 'image/png', bytes: PNG }, 'image', 'file'],
    ['alt text that is too long', { kind: 'mainLogo', altText: 'x'.repeat(251) }, { filename: 'a.png', contentType: 'image/png', bytes: PNG }, undefined, 'altText'],
    ['alt text with a NUL character', { kind: 'mainLogo', altText: 'Leaf\u0000' }, { filename: 'a.png', contentType: 'image/png', bytes: PNG }, undefined, 'altText'],
  ])('answers 400 for %s', async (_label, fields, file, fileField, field) => {
    const admin = await signedInUser(t);
    const response = await upload(admin, fields, file, fileField);
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors[field]).toBeDefined();
  });

  it('answers 400 when the upload is not multipart', async () => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/company_information/logos', { token: admin.token, body: { kind: 'mainLogo' } });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors.file).toBeDefined();
  });

  it('removes a logo', async () => {
    const admin = await signedInUser(t);
    const url = (await upload(admin, { kind: 'mainLogo' }, { filename: 'a.png', contentType: 'image/png', bytes: PNG })).body.data.companyInformation.logoDetails.mainLogo.url;
    const removed = await t.call('DELETE', '/company_information/logos/mainLogo', { token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.companyInformation.logoDetails.mainLogo.url).toBeNull();
    expect((await fetchLogo(url)).status).toBe(404);
    expect((await t.call('DELETE', '/company_information/logos/banner', { token: admin.token })).status).toBe(400);
  });

  it('answers 404 for unknown or malformed logo addresses', async () => {
    expect((await t.call('GET', `/company_information/logos/${'a'.repeat(64)}`)).status).toBe(404);
    expect((await t.call('GET', '/company_information/logos/../../etc/passwd')).status).toBe(404);
    expect((await t.call('GET', '/company_information/logos/mainLogo')).status).toBe(404);
  });

  it('only admins upload or remove logos', async () => {
    const user = await signedInUser(t, { role: 'office_manager' });
    const response = await upload(user, { kind: 'mainLogo' }, { filename: 'a.png', contentType: 'image/png', bytes: PNG });
    expect(response.status).toBe(403);
    expect((await t.call('DELETE', '/company_information/logos/mainLogo', { token: user.token })).status).toBe(403);
  });

  it("a second company cannot see, replace or remove the first company's logo", async () => {
    const first = await signedInUser(t);
    const url = (await upload(first, { kind: 'mainLogo' }, { filename: 'a.png', contentType: 'image/png', bytes: PNG })).body.data.companyInformation.logoDetails.mainLogo.url;
    const second = await signedInUser(t);
    expect((await information(second)).logoDetails.mainLogo.url).toBeNull();
    await t.call('DELETE', '/company_information/logos/mainLogo', { token: second.token });
    const secondUrl = (await upload(second, { kind: 'mainLogo' }, { filename: 'a.png', contentType: 'image/png', bytes: PNG })).body.data.companyInformation.logoDetails.mainLogo.url;
    expect(secondUrl).not.toBe(url); // the same image in another company has another address
    expect((await information(first)).logoDetails.mainLogo.url).toBe(url);
    expect((await fetchLogo(url)).status).toBe(200);
  });
});
