import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateAndTimeInputs,
  initialSelection,
  previewTimestamp,
  PROMPT,
  selectionProblem,
  selectionReducer,
  type SelectionEvent,
  type SelectionState,
} from './preview-selection.ts';

const tests = [
  { name: 'checkout-button-colour', groups: [{ name: 'A' }, { name: 'B' }] },
  { name: 'footer-newsletter-teaser', groups: [{ name: 'control' }, { name: 'variant-1' }] },
];

function run(state: SelectionState, ...events: SelectionEvent[]): SelectionState {
  return events.reduce(selectionReducer, state);
}

const loaded = () => run(initialSelection(), { type: 'testsLoaded', tests });

afterEach(() => vi.restoreAllMocks());

describe('selectionReducer', () => {
  it('starts on the prompt with the group select disabled and an empty selection', () => {
    const state = initialSelection();
    expect(state).toMatchObject({
      testValue: PROMPT,
      group: '',
      groupEnabled: false,
      groupRequired: false,
      testsStatus: 'loading',
      selection: { test: '', group: '' },
    });
  });

  it('starts on the current test and group of check-auth', () => {
    const state = run(initialSelection({ abTestName: 'checkout-button-colour', abTestGroup: 'B' }), {
      type: 'testsLoaded',
      tests,
    });
    expect(state).toMatchObject({
      testValue: 'checkout-button-colour',
      group: 'B',
      groupEnabled: true,
      groupRequired: false,
      selection: { test: 'checkout-button-colour', group: 'B' },
    });
  });

  it('reports found, none and failed test lists; a failed list offers only None', () => {
    expect(loaded().testsStatus).toBe('found');
    expect(run(initialSelection(), { type: 'testsLoaded', tests: [] }).testsStatus).toBe('none');
    const failed = run(
      loaded(),
      { type: 'testChosen', value: 'checkout-button-colour' },
      { type: 'testsFailed' },
    );
    expect(failed).toMatchObject({
      testsStatus: 'failed',
      tests: [],
      testValue: '',
      groupEnabled: false,
      selection: { test: '', group: '' },
    });
  });

  it('enables the group select for a real test, asks for a group and emits the test with an empty group', () => {
    const state = run(loaded(), { type: 'testChosen', value: 'checkout-button-colour' });
    expect(state).toMatchObject({
      testValue: 'checkout-button-colour',
      group: '',
      groupEnabled: true,
      groupRequired: true,
      selection: { test: 'checkout-button-colour', group: '' },
    });
  });

  it('emits the pair and clears Required when a group is chosen', () => {
    const state = run(
      loaded(),
      { type: 'testChosen', value: 'checkout-button-colour' },
      { type: 'groupChosen', value: 'B' },
    );
    expect(state).toMatchObject({
      group: 'B',
      groupRequired: false,
      selection: { test: 'checkout-button-colour', group: 'B' },
    });
  });

  it.each(['', PROMPT])('resets and disables the group when %j (None or the prompt) is chosen', (value) => {
    const state = run(
      loaded(),
      { type: 'testChosen', value: 'checkout-button-colour' },
      { type: 'groupChosen', value: 'A' },
      { type: 'testChosen', value },
    );
    expect(state).toMatchObject({
      testValue: value,
      group: '',
      groupEnabled: false,
      groupRequired: false,
      selection: { test: '', group: '' },
    });
  });

  it('reloads the tests and resets the group when the date changes', () => {
    const state = run(
      loaded(),
      { type: 'testChosen', value: 'footer-newsletter-teaser' },
      { type: 'groupChosen', value: 'control' },
      { type: 'dateChanged' },
    );
    expect(state).toMatchObject({
      testsStatus: 'loading',
      group: '',
      groupRequired: true,
      selection: { test: 'footer-newsletter-teaser', group: '' },
    });
  });

  it('drops a chosen test that is not running on the new date', () => {
    const state = run(
      loaded(),
      { type: 'testChosen', value: 'footer-newsletter-teaser' },
      { type: 'dateChanged' },
      { type: 'testsLoaded', tests: [tests[0]!] },
    );
    expect(state).toMatchObject({
      testValue: PROMPT,
      groupEnabled: false,
      selection: { test: '', group: '' },
    });
  });

  it('ignores a group outside the chosen test and a group while none is enabled', () => {
    const chosen = run(loaded(), { type: 'testChosen', value: 'checkout-button-colour' });
    expect(run(chosen, { type: 'groupChosen', value: 'control' })).toBe(chosen);
    const none = loaded();
    expect(run(none, { type: 'groupChosen', value: 'A' })).toBe(none);
    expect(run(none, { type: 'testChosen', value: 'no-such-test' })).toBe(none);
  });
});

describe('selectionProblem', () => {
  it('refuses a test without a group and accepts the pair or the empty selection', () => {
    expect(selectionProblem({ test: 'x', group: '' })).toBe('groupMissing');
    expect(selectionProblem({ test: 'x', group: 'A' })).toBeUndefined();
    expect(selectionProblem({ test: '', group: '' })).toBeUndefined();
  });
});

describe('previewTimestamp', () => {
  it('combines a YYYY-MM-DD date and HH:MM time into an ISO timestamp in local time', () => {
    expect(previewTimestamp('2026-12-24', '18:30')).toBe(new Date(2026, 11, 24, 18, 30).toISOString());
  });

  it('uses midnight for a missing or malformed time', () => {
    expect(previewTimestamp('2026-12-24', '')).toBe(new Date(2026, 11, 24, 0, 0).toISOString());
    expect(previewTimestamp('2026-12-24', '25:99')).toBe(new Date(2026, 11, 24, 0, 0).toISOString());
  });

  it.each(['24.12.2026', '2026-13-45', '', 'tomorrow'])(
    'uses the current time and logs an error for the date %j',
    (date) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const now = new Date('2026-11-21T10:00:00Z');
      expect(previewTimestamp(date, '12:00', now)).toBe('2026-11-21T10:00:00.000Z');
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toContain('is not YYYY-MM-DD');
    },
  );
});

describe('dateAndTimeInputs', () => {
  it('gives the local date and time of an ISO timestamp, or of now', () => {
    const at = new Date(2026, 4, 7, 9, 5);
    expect(dateAndTimeInputs(at.toISOString())).toEqual({ date: '2026-05-07', time: '09:05' });
    expect(dateAndTimeInputs(undefined, at)).toEqual({ date: '2026-05-07', time: '09:05' });
    expect(dateAndTimeInputs('garbage', at)).toEqual({ date: '2026-05-07', time: '09:05' });
  });
});
