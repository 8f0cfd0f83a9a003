import { journeys } from './journeys.ts';

journeys('firefox');
