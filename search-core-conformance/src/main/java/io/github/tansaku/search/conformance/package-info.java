/**
 * The game conformance kit: {@link io.github.tansaku.search.conformance.GameConformanceKit}, an
 * abstract JUnit 5 test class that checks any {@link io.github.tansaku.search.Game}
 * implementation against the SPI's contract. Published as its own artifact,
 * {@code search-core-conformance}, for a game's test suite: add it in test scope.
 */
package io.github.tansaku.search.conformance;
