// Types for the two NLP.js packages the coach's understanding uses. They ship plain JavaScript without
// declarations; these cover only the calls made here (a feature map in, a score per label out).

declare module '@nlpjs/neural' {
  export interface NeuralNetworkSettings {
    iterations?: number;
    errorThresh?: number;
    deltaErrorThresh?: number;
    learningRate?: number;
    momentum?: number;
    alpha?: number;
    log?: boolean;
  }

  export interface TrainingExample {
    input: Record<string, number>;
    output: Record<string, number>;
  }

  export interface TrainingStatus {
    error: number;
    deltaError: number;
    iterations: number;
  }

  export class NeuralNetwork {
    constructor(settings?: NeuralNetworkSettings);
    /** Trains synchronously; returns the final error and the number of epochs run. */
    train(corpus: TrainingExample[]): TrainingStatus;
    /** One score per output label (unnormalised; 0 when the label's perceptron does not fire). */
    run(input: Record<string, number>): Record<string, number> | undefined;
  }
}

declare module '@nlpjs/lang-en-min' {
  export class NormalizerEn {
    /** Lower case, accents removed. */
    normalize(text: string): string;
  }

  export class TokenizerEn {
    /** Splits on spaces and punctuation and expands English contractions ("don't" -> "do not"), uncached. */
    innerTokenize(text: string): string[];
  }

  export class StemmerEn {
    /** The Snowball (Porter 2) stem of one lower-case word. */
    stemWord(word: string): string;
  }
}
