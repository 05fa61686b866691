/**
 * The long jobs of the project on Apache Spark: distributed perft and distributed matches (an
 * SPRT of two in-process engine configurations). Each job is one command with the same options
 * on the embedded {@code local[*]} master and on a cluster; the driver splits the work into
 * tasks that carry only text and numbers (a game's name, a position's text, move codes, engine
 * options), so the workers rebuild games and engines from the application jar and need nothing
 * installed.
 */
package io.github.tansaku.spark;
