package io.github.tansaku.examples.harness;

import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Color;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.pgn.PgnGame;
import io.github.tansaku.chess.pgn.PgnWriter;
import io.github.tansaku.chess.engine.ChessDialect;
import io.github.tansaku.harness.match.GameRecord;
import io.github.tansaku.harness.match.Termination;
import java.util.Locale;

/**
 * The runner's chess games as PGN: the players by colour, the result, the time control (each
 * colour's when an engine had odds), the PGN {@code Termination} tag, the start position when it
 * is not the standard one, the opening moves marked, and each engine move's score, depth and time
 * in a comment (as cutechess-cli writes them: {@code {+0.25/12 0.512s}}).
 */
public final class ChessRecords implements GameRecordWriter<Move> {

    private final ChessDialect dialect = new ChessDialect();

    @Override
    public String write(GameRecord<Move> record, String event) {
        Position start = dialect.parsePosition(record.startText());
        boolean standard = record.startText().trim().equals("startpos");
        PgnGame pgn = standard ? new PgnGame() : new PgnGame(start.toFen());
        int whiteSeat = start.sideToMove() == Color.WHITE ? 0 : 1;
        pgn.tag("Event", event);
        pgn.tag("White", record.names().get(whiteSeat));
        pgn.tag("Black", record.names().get(1 - whiteSeat));
        if (record.sameControl()) {
            pgn.tag("TimeControl", record.controlOf(0).toString());
        } else {
            // Odds: each colour's own control under a tag of its own; the standard TimeControl tag has one value.
            pgn.tag("WhiteTimeControl", record.controlOf(whiteSeat).toString());
            pgn.tag("BlackTimeControl", record.controlOf(1 - whiteSeat).toString());
        }
        pgn.tag("Termination", termination(record.termination()));
        for (int ply = 0; ply < record.moves().size(); ply++) {
            pgn.addMove(record.moves().get(ply));
            if (ply == record.openingPlies() - 1) {
                pgn.comment(ply + 1, "book");
            } else if (ply >= record.openingPlies()) {
                pgn.comment(ply + 1, moveComment(record.moveStats().get(ply - record.openingPlies())));
            }
        }
        String result = switch (record.forSeat0()) {
            case WIN -> whiteSeat == 0 ? "1-0" : "0-1";
            case LOSS -> whiteSeat == 0 ? "0-1" : "1-0";
            default -> "1/2-1/2";
        };
        pgn.result(result);
        pgn.comment(record.moves().size(), record.reason());
        return PgnWriter.write(pgn) + System.lineSeparator();
    }

    static String moveComment(GameRecord.MoveStat stat) {
        String score = stat.score() == null ? "" : String.format(Locale.ROOT, "%+.2f/%d ", stat.score() / 100.0, stat.depth());
        return score + String.format(Locale.ROOT, "%.3fs", stat.millis() / 1000.0);
    }

    /** The PGN standard's Termination values. */
    private static String termination(Termination termination) {
        return switch (termination) {
            case RULES, RESIGNATION, WIN_CLAIM -> "normal";
            case ADJUDICATED_WIN, ADJUDICATED_DRAW, MAX_PLIES -> "adjudication";
            case TIME_FORFEIT -> "time forfeit";
            case ILLEGAL_MOVE, FALSE_CLAIM -> "rules infraction";
            case CRASH, HANG, PROTOCOL_ERROR -> "abandoned";
        };
    }
}
