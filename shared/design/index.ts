/** A table's design: the shared model, and inference of it from the data. */
export * from './model.js';
export type { DesignInference, DesignInferrerOptions, DesignResult, InferenceKeys, TemplateSummary } from './inferrer-api.js';
