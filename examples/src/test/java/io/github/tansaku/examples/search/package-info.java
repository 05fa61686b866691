/** Tests of the production searcher's techniques on the teaching games. */
package io.github.tansaku.examples.search;
