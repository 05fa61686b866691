/**
 * The harness's commands, in the single-dash option style of cutechess-cli and fastchess:
 * {@link io.github.tansaku.harness.cli.SprtCalculator} ({@code bin/tansaku sprt}).
 */
package io.github.tansaku.harness.cli;
