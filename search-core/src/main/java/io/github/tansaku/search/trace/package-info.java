/**
 * Search trees people can look at: a {@link io.github.tansaku.search.trace.SearchTracer} that the
 * searchers call at every node when one is given (and never otherwise), a recorder that keeps a
 * small search's tree, a game written out as a tree for lessons, and pictures of the tree.
 */
package io.github.tansaku.search.trace;
