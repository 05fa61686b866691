/**
 * Time management: turning the clock a protocol reports ({@link io.github.tansaku.search.time.GameClock})
 * into the soft and hard limits of one search.
 */
package io.github.tansaku.search.time;
