import { daysIn, daysOfRange, presetRange, rangeProblem, shiftDay, utcDay } from '@/lib/record-dates';

// The mock's clock: 2026-11-01 12:00 UTC.
const NOW = Date.parse('2026-11-01T12:00:00Z');

describe('record date presets', () => {
  it('counts whole UTC days back from the given now', () => {
    expect(presetRange('today', NOW)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-01' });
    expect(presetRange('yesterday', NOW)).toEqual({ startDate: '2026-10-31', endDate: '2026-10-31' });
    expect(presetRange('last7', NOW)).toEqual({ startDate: '2026-10-26', endDate: '2026-11-01' });
    expect(presetRange('last30', NOW)).toEqual({ startDate: '2026-10-03', endDate: '2026-11-01' });
  });

  it('takes the UTC day, not the local one, near midnight', () => {
    // The last second of a UTC day and the first of the next, whatever the zone the browser is in.
    expect(presetRange('today', Date.parse('2026-11-01T23:59:59Z')).startDate).toBe('2026-11-01');
    expect(presetRange('today', Date.parse('2026-11-02T00:00:00Z')).startDate).toBe('2026-11-02');
    expect(presetRange('yesterday', Date.parse('2026-03-01T01:00:00Z')).startDate).toBe('2026-02-28');
  });

  it('covers 7 and 30 days, both ends included', () => {
    expect(daysIn(presetRange('last7', NOW))).toBe(7);
    expect(daysIn(presetRange('last30', NOW))).toBe(30);
    expect(daysOfRange(presetRange('last7', NOW))).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(utcDay(NOW)).toBe('2026-11-01');
  });
});

describe('record range validation', () => {
  it('accepts a range of up to 90 days', () => {
    expect(rangeProblem({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBeNull();
    expect(rangeProblem({ startDate: '2026-08-04', endDate: '2026-11-01' })).toBeNull();
    expect(daysIn({ startDate: '2026-08-04', endDate: '2026-11-01' })).toBe(90);
  });

  it('refuses 91 days, a start after the end, and missing or impossible dates', () => {
    expect(rangeProblem({ startDate: '2026-08-03', endDate: '2026-11-01' })).toBe('too_long');
    expect(rangeProblem({ startDate: '2026-11-02', endDate: '2026-11-01' })).toBe('order');
    expect(rangeProblem({ startDate: '', endDate: '2026-11-01' })).toBe('missing');
    expect(rangeProblem({ startDate: '2026-10-01', endDate: '' })).toBe('missing');
    expect(rangeProblem({ startDate: '2026-02-30', endDate: '2026-03-01' })).toBe('missing');
    expect(daysOfRange({ startDate: '2026-11-02', endDate: '2026-11-01' })).toEqual([]);
  });
});
