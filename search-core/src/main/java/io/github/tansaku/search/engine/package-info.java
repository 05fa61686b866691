/**
 * The protocol-neutral engine: {@link io.github.tansaku.search.engine.Engine} (position, go,
 * ponder, stop and options around a search thread), {@link io.github.tansaku.search.engine.EngineOption},
 * and the text protocol loop shared by UCI and USI, {@link io.github.tansaku.search.engine.ProtocolLoop},
 * which a game module adapts with a {@link io.github.tansaku.search.engine.Dialect}.
 *
 * <p>An engine's {@code main} method is a few lines:
 * <pre>{@code
 * MyGame game = new MyGame();
 * Engine<MyPosition, MyMove> engine = new Engine<>(game, new MyEvaluator(),
 *         SearchOptions.defaults().supportedBy(game), Clock.system(), Engine.OptionNames.GENERIC);
 * ProtocolLoop.serve(engine, new MyUciDialect());
 * }</pre>
 * A USI engine passes {@link io.github.tansaku.search.engine.Engine.OptionNames#USI}, so that its
 * options are called {@code USI_Hash} and {@code USI_Ponder} and contain no spaces.
 */
package io.github.tansaku.search.engine;
