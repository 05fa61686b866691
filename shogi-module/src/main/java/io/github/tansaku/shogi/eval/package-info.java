/**
 * Shogi evaluators: the textbook material evaluator with its
 * exchange-value term and one-ply player, the Apery material evaluator, the nine levels of
 * YaneuraOu's "Material" evaluator, and {@link io.github.tansaku.shogi.eval.Evaluators}, the
 * registry that creates them by name.
 */
package io.github.tansaku.shogi.eval;
