/**
 * The game conformance kit: an abstract JUnit 5 test class that checks any
 * {@link io.github.tansaku.search.Game} implementation against the SPI's contract. Published in
 * the test-jar of search-core so that every game, including third-party ones, can run it.
 */
package io.github.tansaku.search.conformance;
