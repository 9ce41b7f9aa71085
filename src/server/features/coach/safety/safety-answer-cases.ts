// The answers to the coach's direct question about suicide ("are you thinking about ending your
// life?"), written for this project: anything short of a clear no is a yes (safety-answers.ts).

export const YES_ANSWERS: string[] = [
  'yes',
  'Yeah',
  'sometimes',
  'i guess',
  'maybe',
  'kind of',
  "i've thought about it",
  'yeah a bit',
  'honestly yes',
  'I think so',
  "i don't know",
  'not sure',
  'kinda yeah',
  'some days',
  "no... well, i've thought about it",
  'no but sometimes',
  'more than I\u2019d like',
  'yh',
];

/** Answers that are a clear no: `none`. */
export const NO_ANSWERS: string[] = [
  // A step towards a person is read as what it is, not as a yes.
  'i guess i could call my brother',
  'maybe I could ring my sister tonight',
  'no, not like that',
  "no I'm just exhausted",
  'No',
  'nope, just fed up',
  'not really, I just feel stuck with him',
  'god no, i just needed to vent',
  "no, I'm not. I'm just sad",
  'Definitely not, I promise',
  "nah i'm ok, just tired of the arguing",
  "I'm not, I just don't see the point of arguing with him",
];
