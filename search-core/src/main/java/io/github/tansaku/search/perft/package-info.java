/**
 * Perft: counting the leaf nodes of the legal move tree to a fixed depth, the standard check
 * of a move generator against published numbers and other engines.
 */
package io.github.tansaku.search.perft;
