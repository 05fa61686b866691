/**
 * The {@code demo} command: one position searched by the production searcher, its progress
 * printed one line per iteration, then the best line.
 */
package io.github.tansaku.examples.demo;
