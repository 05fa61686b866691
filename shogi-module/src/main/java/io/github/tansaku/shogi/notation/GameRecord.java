package io.github.tansaku.shogi.notation;

import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game as a record file holds it: the start position, the moves of the main line, the
 * players, other header fields, and the way the game ended.
 *
 * @param startSfen the start position in SFEN
 * @param moves the moves played from the start position, all legal
 * @param blackName Black's (sente's) name, empty if unknown
 * @param whiteName White's (gote's) name, empty if unknown
 * @param headers other header fields in file order (format-specific keys, for example CSA's
 *     {@code EVENT} or KIF's {@code 棋戦})
 * @param result how the game ended in the format's own words ({@code %TORYO}, {@code 投了}),
 *     empty if not given
 */
public record GameRecord(String startSfen, List<Move> moves, String blackName, String whiteName,
        Map<String, String> headers, String result) {

    /** Copies the lists and maps so the record is immutable. */
    public GameRecord {
        moves = List.copyOf(moves);
        headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
    }

    /** A record of {@code moves} from the start position, without names, headers or result. */
    public static GameRecord of(List<Move> moves) {
        return new GameRecord(Position.START_SFEN, moves, "", "", Map.of(), "");
    }

    /** A new position with the start position and every move played. */
    public Position finalPosition() {
        Position pos = Position.fromSfen(startSfen);
        for (Move move : moves) {
            pos.makeMove(move.code());
        }
        return pos;
    }
}
