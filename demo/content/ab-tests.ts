/** The demo's A/B tests with the dates they run (inclusive, UTC days): two overlap in late 2026, none in early autumn. */
export interface DemoAbTest {
  name: string;
  groups: string[];
  from: string;
  to: string;
}

const DEMO_AB_TESTS: DemoAbTest[] = [
  { name: 'checkout-button-colour', groups: ['A', 'B'], from: '2026-11-01', to: '2026-12-31' },
  {
    name: 'footer-newsletter-teaser',
    groups: ['control', 'variant-1', 'variant-2'],
    from: '2026-11-15',
    to: '2027-01-15',
  },
  { name: 'search-ranking', groups: ['baseline', 'semantic'], from: '2027-03-01', to: '2027-03-31' },
];

/** The tests running at an instant. */
export function testsAt(time: Date): DemoAbTest[] {
  const day = time.toISOString().slice(0, 10);
  return DEMO_AB_TESTS.filter((test) => test.from <= day && day <= test.to);
}
