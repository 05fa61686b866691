/**
 * The playing chess engine: the UCI dialect and entry point over search-core's production
 * searcher and engine facade, the evaluator choice with contempt, the bench positions, and the
 * engine's configuration ({@link io.github.tansaku.chess.engine.ChessEngineProfile}).
 */
package io.github.tansaku.chess.engine;
