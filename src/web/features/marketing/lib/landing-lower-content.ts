import lower from '#content/site/landing-lower.json';
import type { DemoTopic } from './landing-content.ts';

/** The lower sections' copy (see landing-content.ts for why it is a file of its own). */
export const landingLowerContent = lower as Omit<typeof lower, 'demo'> & { demo: DemoTopic[] };
