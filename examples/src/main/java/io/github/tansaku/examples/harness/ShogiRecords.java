package io.github.tansaku.examples.harness;

import io.github.tansaku.harness.match.GameRecord;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.Side;
import io.github.tansaku.shogi.engine.ShogiDialect;
import io.github.tansaku.shogi.notation.Csa;
import io.github.tansaku.shogi.notation.Kif;
import io.github.tansaku.search.Clock;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The runner's shogi games as KIF or CSA: the players by side, the event and time control, and
 * the ending in the format's own words (詰み, 投了, 千日手, 入玉勝ち, 切れ負け, 反則負け, 持将棋,
 * 中断; CSA's {@code %TSUMI}, {@code %TORYO}, ...).
 */
public final class ShogiRecords implements GameRecordWriter<Move> {

    /** The record formats. */
    public enum Format { KIF, CSA }

    private final Format format;
    private final ShogiDialect dialect = new ShogiDialect(new io.github.tansaku.shogi.ShogiGame(), Clock.system());

    /** A writer of {@code format}. */
    public ShogiRecords(Format format) {
        this.format = format;
    }

    @Override
    public String write(GameRecord<Move> record, String event) {
        Position start = dialect.parsePosition(record.startText());
        int blackSeat = start.sideToMove() == Side.BLACK ? 0 : 1;
        Map<String, String> headers = new LinkedHashMap<>();
        // With odds, each side's control; no comma between them, as CSA separates statements with it.
        String control = record.sameControl() ? record.controlOf(0).toString()
                : "sente " + record.controlOf(blackSeat) + "; gote " + record.controlOf(1 - blackSeat);
        if (format == Format.KIF) {
            headers.put("棋戦", event);
            headers.put("持ち時間", control);
        } else {
            headers.put("EVENT", event);
            headers.put("TIME_LIMIT", control);
        }
        io.github.tansaku.shogi.notation.GameRecord shogi = new io.github.tansaku.shogi.notation.GameRecord(
                start.toSfen(), record.moves(), record.names().get(blackSeat), record.names().get(1 - blackSeat), headers,
                ending(record));
        return (format == Format.KIF ? Kif.write(shogi) : Csa.write(shogi)) + (format == Format.CSA ? "/\n" : "\n");
    }

    /** The KIF word for the ending (the CSA writer translates it). */
    static String ending(GameRecord<Move> record) {
        return switch (record.termination()) {
            case RULES -> switch (record.reason()) {
                case "checkmate" -> "詰み";
                case "sennichite" -> "千日手";
                default -> "反則負け";
            };
            case RESIGNATION, ADJUDICATED_WIN -> "投了";
            case WIN_CLAIM -> "入玉勝ち";
            case TIME_FORFEIT -> "切れ負け";
            case ILLEGAL_MOVE, FALSE_CLAIM -> "反則負け";
            case ADJUDICATED_DRAW, MAX_PLIES -> "持将棋";
            case CRASH, HANG, PROTOCOL_ERROR -> "中断";
        };
    }
}
