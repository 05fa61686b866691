/**
 * Time management: turning the clock a protocol reports ({@link io.github.tansaku.search.time.GameClock})
 * into the soft and hard limits of one search, and the rules by which a search may stretch or
 * shorten its soft limit as it learns how settled its best move is.
 */
package io.github.tansaku.search.time;
