/**
 * The command-line tool ({@code bin/tansaku}): {@link io.github.tansaku.examples.Main}
 * dispatches its subcommands (demo, walk-through, ablation tables, JMH benchmarks).
 */
package io.github.tansaku.examples;
