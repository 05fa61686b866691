/**
 * The protocol-neutral engine: {@link io.github.tansaku.search.engine.Engine} (position, go,
 * ponder, stop and options around a search thread), {@link io.github.tansaku.search.engine.EngineOption},
 * and the text protocol loop shared by UCI and USI, {@link io.github.tansaku.search.engine.ProtocolLoop},
 * which a game module adapts with a {@link io.github.tansaku.search.engine.Dialect}.
 */
package io.github.tansaku.search.engine;
