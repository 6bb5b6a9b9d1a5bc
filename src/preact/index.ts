// Placeholder until this entry is written; replaced by its own issue's work.
export {};
