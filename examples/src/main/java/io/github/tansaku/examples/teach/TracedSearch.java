package io.github.tansaku.examples.teach;

import io.github.tansaku.search.trace.TracedNode;
import java.util.function.IntFunction;

/**
 * One traced search to show: which searcher, its tree (the last root it searched: the last
 * iteration for the production searcher), the nodes it counted in all, and how its scores read.
 *
 * @param searcher the searcher's name, such as {@code "AlphaBeta"}
 * @param root the tree to draw
 * @param nodes every node the searcher counted (all iterations)
 * @param scores how scores are written
 */
public record TracedSearch(String searcher, TracedNode root, long nodes, IntFunction<String> scores) {
}
