/**
 * The game SPI and the vocabulary every searcher shares: {@link io.github.tansaku.search.Game}
 * (rules on int move codes), {@link io.github.tansaku.search.Evaluator}, the optional capability
 * interfaces, the {@link io.github.tansaku.search.Score} scale, and the limits, progress reports
 * and results of a search.
 */
package io.github.tansaku.search;
