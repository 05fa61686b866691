/**
 * The teaching page: real searches traced node by node and drawn ({@code bin/tansaku teach DIR}),
 * the article's alpha-beta tree and a tic-tac-toe search, Minimax, AlphaBeta and the Searcher
 * side by side, in one self-contained HTML file.
 */
package io.github.tansaku.examples.teach;
