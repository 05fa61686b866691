package io.github.tansaku.examples.harness;

import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.engine.ScoreText;
import io.github.tansaku.shogi.engine.ShogiEngineProfile;
import io.github.tansaku.shogi.Move;
import io.github.tansaku.shogi.Position;
import io.github.tansaku.shogi.ShogiGame;
import io.github.tansaku.shogi.engine.ShogiDialect;
import io.github.tansaku.search.Clock;
import io.github.tansaku.search.engine.Dialect;
import java.util.ArrayList;
import java.util.List;

/**
 * Shogi for the tools, searched as the shogi engine searches ({@link ShogiEngineProfile}: its
 * settings, its evaluator, its bench). Positions on the command line are SFEN strings.
 */
public final class ShogiSetup implements GameSetup<Position, Move> {

    /** The demo: a quiet opening position after 7g7f 3c3d 2g2f 8c8d. */
    private static final String DEMO_SFEN = "lnsgkgsnl/1r5b1/p1pppp1pp/1p4p2/9/2P4P1/PP1PPPP1P/1B5R1/LNSGKGSNL b - 5";

    private final ShogiGame game = new ShogiGame();

    /** The shogi engine's own settings, margins in its evaluator's units ({@link ShogiEngineProfile#searchOptions()}). */
    @Override
    public SearchOptions searchOptions() {
        return ShogiEngineProfile.searchOptions();
    }

    @Override
    public String name() {
        return game.name();
    }

    @Override
    public Game<Position, Move> game() {
        return game;
    }

    /** The shogi engine's evaluator ({@link ShogiEngineProfile#evaluator()}). */
    @Override
    public Evaluator<Position> evaluator() {
        return ShogiEngineProfile.evaluator();
    }

    @Override
    public Position demoPosition() {
        return Position.fromSfen(DEMO_SFEN);
    }

    @Override
    public int demoDepth() {
        return 7;
    }

    /** The shogi engine's bench positions ({@link ShogiEngineProfile#benchPositions()}), so both benches count the same tree. */
    @Override
    public List<Position> benchPositions() {
        return ShogiEngineProfile.benchPositions();
    }

    @Override
    public int benchDepth() {
        return ShogiEngineProfile.BENCH_DEPTH;
    }

    @Override
    public Position parse(String text) {
        return Position.fromSfen(text);
    }

    @Override
    public String diagram(Position position) {
        return position + System.lineSeparator() + "Sfen: " + position.toSfen();
    }

    /** USI. */
    @Override
    public Dialect<Position, Move> protocolDialect() {
        return new ShogiDialect(game, Clock.system());
    }

    /** Checkmate, sennichite and the entering-king declaration, by name. */
    @Override
    public io.github.tansaku.harness.match.Referee<Position, Move> referee() {
        return new ShogiReferee();
    }

    /** KIF and CSA. */
    @Override
    public GameRecordWriter<Move> recordWriter(String format) {
        return switch (format) {
            case "kif" -> new ShogiRecords(ShogiRecords.Format.KIF);
            case "csa" -> new ShogiRecords(ShogiRecords.Format.CSA);
            default -> null;
        };
    }

    /** Shogi players count a mate in plies (5手詰め), as USI prints it: {@code mate 5}, {@code mate -4}. */
    @Override
    public String scoreText(int score) {
        return Score.isMate(score) ? ScoreText.usi(score) : Score.toString(score);
    }

    /** A KIF record, or CSA records separated by '/': the start position and the first moves. */
    @Override
    public List<io.github.tansaku.harness.match.Opening<Move>> readRecordBook(String text, String format, int plies) {
        List<io.github.tansaku.shogi.notation.GameRecord> records = switch (format) {
            case "kif" -> List.of(io.github.tansaku.shogi.notation.Kif.read(text));
            case "csa" -> io.github.tansaku.shogi.notation.Csa.readAll(text);
            default -> null;
        };
        if (records == null) {
            return null;
        }
        List<io.github.tansaku.harness.match.Opening<Move>> openings = new ArrayList<>();
        for (io.github.tansaku.shogi.notation.GameRecord record : records) {
            List<Move> moves = record.moves();
            openings.add(new io.github.tansaku.harness.match.Opening<>("sfen " + record.startSfen(),
                    plies < 0 ? moves : moves.subList(0, Math.min(plies, moves.size()))));
        }
        return openings;
    }
}
