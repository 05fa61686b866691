/**
 * Mate search by proof-number and disproof-number search (df-pn): a game-independent solver
 * for problems where one side checks on every move ({@link io.github.tansaku.search.mate.MateMoves})
 * and the other evades, such as tsume shogi and USI's {@code go mate}.
 */
package io.github.tansaku.search.mate;
