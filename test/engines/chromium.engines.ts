import { journeys } from './journeys.ts';

journeys('chromium');
