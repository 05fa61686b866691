/**
 * Match statistics: game and game-pair counts, Elo estimates with their intervals, and the
 * generalized sequential probability ratio test (GSPRT) that decides between two Elo hypotheses
 * as games come in.
 *
 * <p>The formulas are those of the chess testing frameworks (fishtest, OpenBench, fastchess):
 * a match is summarised by the empirical distribution of its scores, either per game
 * ({@link io.github.tansaku.harness.stats.Trinomial}: loss, draw, win) or per pair of games
 * played from one opening with colours swapped ({@link io.github.tansaku.harness.stats.Pentanomial}).
 * Pairs are the default because the two games of a pair are correlated through their opening;
 * treating them as independent games overstates the evidence.
 */
package io.github.tansaku.harness.stats;
