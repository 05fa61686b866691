/**
 * The transposition table: a fixed-size, lock-free cache of search results keyed by
 * {@link io.github.tansaku.search.PositionHashing position keys}, packed into primitive arrays.
 */
package io.github.tansaku.search.tt;
