package io.github.tansaku.examples.harness;

import io.github.tansaku.harness.match.GameRecord;

/**
 * Writes the runner's finished games in a game's record format (PGN for chess, KIF or CSA for
 * shogi): each game as one text, appended to the output file as it finishes.
 *
 * @param <M> the move type
 */
@FunctionalInterface
public interface GameRecordWriter<M> {

    /** The text of one game, ending with a line break, ready to append to a file of such games. */
    String write(GameRecord<M> record, String event);
}
