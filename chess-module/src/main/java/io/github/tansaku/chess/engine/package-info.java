/**
 * The playing chess engine: the UCI dialect and entry point over search-core's production
 * searcher and engine facade, the evaluator choice with contempt, the bench positions and the
 * ablation table of the search techniques.
 */
package io.github.tansaku.chess.engine;
