/**
 * The game SPI: {@link io.github.tansaku.search.Game} (rules on int move codes),
 * {@link io.github.tansaku.search.Evaluator}, the optional capability interfaces the searchers
 * use, and the shared {@link io.github.tansaku.search.Score} scale.
 */
package io.github.tansaku.search;
