import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarText, escapeText, foldLine } from './calendar-feed';
import { apiKeyInputSchema, calendarFeedInputSchema, webhookInputSchema } from './integrations.schemas';
import { parseSignatureHeader, signatureHeader, signedPayload } from './webhooks';

const encoder = new TextEncoder();

describe('calendarText', () => {
  it('writes a timed and an all-day order as RFC 5545 events, in UTC, with CRLF line ends', () => {
    const text = calendarText({
      name: 'Groundwork · Maintenance Crew B',
      timeZone: 'America/Chicago',
      events: [
        {
          uid: 'a1@groundwork',
          when: { start: new Date('2026-11-30T14:00:00Z'), end: new Date('2026-11-30T15:30:00Z') },
          summary: 'WO-1042 · Weekly Mowing · Lopez, Maria',
          description: 'Gate code 1234;\nmind the dog',
          location: '12 Elm St, Austin, TX',
          url: 'https://app.example.com/orders/a1',
          stamp: new Date('2026-11-28T10:00:00Z'),
          cancelled: false,
        },
        { uid: 'b2@groundwork', when: { date: '2026-12-31' }, summary: 'WO-1043', description: '', location: '', url: null, stamp: new Date('2026-11-28T10:00:00Z'), cancelled: true },
      ],
    });
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Groundwork//Schedule//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Groundwork · Maintenance Crew B',
        'X-WR-TIMEZONE:America/Chicago',
        'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
        'X-PUBLISHED-TTL:PT1H',
        'BEGIN:VEVENT',
        'UID:a1@groundwork',
        'DTSTAMP:20261128T100000Z',
        'LAST-MODIFIED:20261128T100000Z',
        'DTSTART:20261130T140000Z',
        'DTEND:20261130T153000Z',
        'SUMMARY:WO-1042 · Weekly Mowing · Lopez\\, Maria',
        'LOCATION:12 Elm St\\, Austin\\, TX',
        'DESCRIPTION:Gate code 1234\\;\\nmind the dog',
        'URL:https://app.example.com/orders/a1',
        'STATUS:CONFIRMED',
        'TRANSP:OPAQUE',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:b2@groundwork',
        'DTSTAMP:20261128T100000Z',
        'LAST-MODIFIED:20261128T100000Z',
        'DTSTART;VALUE=DATE:20261231',
        'DTEND;VALUE=DATE:20270101',
        'SUMMARY:WO-1043',
        'STATUS:CANCELLED',
        'TRANSP:OPAQUE',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('escapes backslashes and drops control characters, so no value can start a line of its own', () => {
    expect(escapeText('a\\b\r\nEND:VCALENDAR\u0000\u0007')).toBe('a\\\\b\\nEND:VCALENDAR');
  });

  it('folds any line to at most 75 octets a piece without splitting a character, and unfolds to the same line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (value) => {
        const line = `DESCRIPTION:${escapeText(value)}`;
        const folded = foldLine(line);
        for (const piece of folded.split('\r\n')) expect(encoder.encode(piece).length).toBeLessThanOrEqual(75);
        expect(folded.replaceAll('\r\n ', '')).toBe(line);
      }),
    );
  });
});

describe('webhook signatures', () => {
  it('reads back the header it writes, and refuses anything else', () => {
    const digest = 'a'.repeat(64);
    expect(parseSignatureHeader(signatureHeader(1764324000, digest))).toEqual({ timestamp: 1764324000, signatures: [digest] });
    expect(signedPayload(1764324000, '{"a":1}')).toBe('1764324000.{"a":1}');
    for (const bad of [undefined, '', 't=abc,v1=' + digest, 't=1', `v1=${digest}`, 't=1,v1=xyz']) expect(parseSignatureHeader(bad)).toBeNull();
  });
});

describe('integration inputs', () => {
  it.each([
    ['ftp://example.com/hook', 'url'],
    ['not a url', 'url'],
    ['https://user:pass@example.com/hook', 'url'],
    ['', 'url'],
  ])('refuses the webhook address %j', (url, field) => {
    const result = webhookInputSchema.safeParse({ url, events: ['lead.created'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('keeps the events in the order Groundwork lists them, once each', () => {
    expect(webhookInputSchema.parse({ url: 'https://hooks.zapier.com/x', events: ['invoice.paid', 'lead.created', 'invoice.paid'] }).events).toEqual(['lead.created', 'invoice.paid']);
    expect(webhookInputSchema.safeParse({ url: 'https://x.test', events: [] }).success).toBe(false);
    expect(webhookInputSchema.safeParse({ url: 'https://x.test', events: ['order.shipped'] }).success).toBe(false);
  });

  it('wants exactly one of a crew and an employee for a feed, and a known scope for a key', () => {
    const id = '6f1c4f7e-9a57-4b8e-8a53-2d3c8f3f1a10';
    expect(calendarFeedInputSchema.safeParse({ crewId: id }).success).toBe(true);
    expect(calendarFeedInputSchema.safeParse({ employeeId: id }).success).toBe(true);
    expect(calendarFeedInputSchema.safeParse({}).success).toBe(false);
    expect(calendarFeedInputSchema.safeParse({ crewId: id, employeeId: id }).success).toBe(false);
    expect(apiKeyInputSchema.safeParse({ name: 'Zapier', scope: 'admin' }).success).toBe(false);
    expect(apiKeyInputSchema.parse({ name: ' Zapier ', scope: 'read' })).toEqual({ name: 'Zapier', scope: 'read' });
  });
});
