/**
 * The shogi engine: the USI dialect of search-core's protocol loop ({@link
 * io.github.tansaku.shogi.engine.ShogiDialect}), its entry point ({@link
 * io.github.tansaku.shogi.engine.UsiEngine}), the checking-move and evasion generators of the
 * df-pn mate solver behind {@code go mate}, and the engine's configuration (search settings,
 * evaluator, bench positions: {@link io.github.tansaku.shogi.engine.ShogiEngineProfile}).
 */
package io.github.tansaku.shogi.engine;
