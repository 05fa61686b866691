/**
 * Stockfish's classical (hand-crafted) evaluation of August 2018, term by term: the evaluator,
 * its pawn and material caches, the specialised endgames with the KPK bitbase, and the
 * {@code eval}-style trace.
 */
package io.github.tansaku.chess.eval.stockfish;
