import { journeys } from './journeys.ts';

journeys('webkit');
