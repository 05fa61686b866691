/**
 * Static exchange evaluation: the material balance of the capture sequence on one square, with
 * x-ray attackers, as a value and as a threshold test.
 */
package io.github.tansaku.chess.exchange;
