/**
 * Fitting an evaluator's weights to measured positions: the labelling of shogi positions by an
 * external engine's search, and the trainer that fits the learned shogi evaluator to them.
 */
package io.github.tansaku.examples.tuning;
