import type { AbTest } from '../../src/http/preview-client.ts';

/**
 * The A/B-test selection of the preview form as a pure reducer: the test
 * select starts on the prompt (or the current test); a real test enables the group select, which then says
 * 'Required' until a group is chosen; choosing none or the prompt resets and disables it; a new date reloads
 * the tests and resets the group.
 */

/** The value of the 'Select an A/B test' prompt option; '' is 'None'. */
export const PROMPT = '__prompt__';

type TestsStatus = 'loading' | 'none' | 'found' | 'failed';

export interface Selection {
  test: string;
  group: string;
}

export interface SelectionState {
  tests: AbTest[];
  testsStatus: TestsStatus;
  /** The test select's value: PROMPT, '' (None) or a test name. */
  testValue: string;
  group: string;
  groupEnabled: boolean;
  /** 'Required' under the group select. */
  groupRequired: boolean;
  /** What the selection emits: the pair, with an empty group while none is chosen. */
  selection: Selection;
}

export type SelectionEvent =
  | { type: 'testsLoading' }
  | { type: 'testsLoaded'; tests: AbTest[] }
  | { type: 'testsFailed' }
  | { type: 'testChosen'; value: string }
  | { type: 'groupChosen'; value: string }
  | { type: 'dateChanged' };

const EMPTY: Selection = { test: '', group: '' };

export function initialSelection(
  current: { abTestName?: string; abTestGroup?: string } = {},
): SelectionState {
  const test = current.abTestName ?? '';
  const group = test ? (current.abTestGroup ?? '') : '';
  return {
    tests: [],
    testsStatus: 'loading',
    testValue: test || PROMPT,
    group,
    groupEnabled: Boolean(test),
    groupRequired: Boolean(test) && !group,
    selection: { test, group },
  };
}

function none(state: SelectionState, testValue: string): SelectionState {
  return { ...state, testValue, group: '', groupEnabled: false, groupRequired: false, selection: EMPTY };
}

export function selectionReducer(state: SelectionState, event: SelectionEvent): SelectionState {
  switch (event.type) {
    case 'testsLoading':
      return { ...state, testsStatus: 'loading' };
    case 'testsLoaded': {
      const loaded = {
        ...state,
        tests: event.tests,
        testsStatus: event.tests.length > 0 ? 'found' : 'none',
      } as const;
      const test = loaded.tests.find((candidate) => candidate.name === state.selection.test);
      if (state.selection.test && !test) return none(loaded, PROMPT);
      if (test && state.group && !test.groups.some((group) => group.name === state.group)) {
        return { ...loaded, group: '', groupRequired: true, selection: { test: test.name, group: '' } };
      }
      return loaded;
    }
    case 'testsFailed':
      // Only 'None' is offered then.
      return none({ ...state, tests: [], testsStatus: 'failed' }, '');
    case 'testChosen': {
      if (event.value === '' || event.value === PROMPT) return none(state, event.value);
      if (!state.tests.some((test) => test.name === event.value)) return state;
      return {
        ...state,
        testValue: event.value,
        group: '',
        groupEnabled: true,
        groupRequired: true,
        selection: { test: event.value, group: '' },
      };
    }
    case 'groupChosen': {
      if (!state.groupEnabled) return state;
      const test = state.tests.find((candidate) => candidate.name === state.selection.test);
      if (event.value !== '' && !test?.groups.some((group) => group.name === event.value)) return state;
      return {
        ...state,
        group: event.value,
        groupRequired: event.value === '',
        selection: { test: state.selection.test, group: event.value },
      };
    }
    case 'dateChanged':
      return {
        ...state,
        testsStatus: 'loading',
        group: '',
        groupRequired: state.groupEnabled,
        selection: { test: state.selection.test, group: '' },
      };
  }
}

/** A test without a group is refused; the empty selection is valid. */
export function selectionProblem(selection: Selection): 'groupMissing' | undefined {
  return selection.test && !selection.group ? 'groupMissing' : undefined;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The date must be YYYY-MM-DD (else the current time is used and the error logged), the time HH:MM;
 * combined in the browser's time zone and sent as an ISO timestamp.
 */
export function previewTimestamp(date: string, time: string, now: Date = new Date()): string {
  const valid = DATE.test(date) && !Number.isNaN(new Date(`${date}T00:00:00`).getTime());
  if (!valid) {
    console.error(`preview panel: the date "${date}" is not YYYY-MM-DD; the current time is used`);
    return now.toISOString();
  }
  const clock = TIME.test(time) ? time : '00:00';
  return new Date(`${date}T${clock}:00`).toISOString();
}

/** The local date and time inputs' values for an ISO timestamp (or now). */
export function dateAndTimeInputs(
  iso: string | undefined,
  now: Date = new Date(),
): { date: string; time: string } {
  const parsed = iso ? new Date(iso) : now;
  const at = Number.isNaN(parsed.getTime()) ? now : parsed;
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}
