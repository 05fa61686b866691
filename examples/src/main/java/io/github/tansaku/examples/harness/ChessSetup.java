package io.github.tansaku.examples.harness;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.engine.ChessEngineProfile;
import io.github.tansaku.chess.engine.ChessDialect;
import io.github.tansaku.search.engine.Dialect;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.engine.ScoreText;
import java.util.ArrayList;
import java.util.List;

/**
 * Chess for the tools, searched as the chess engine searches ({@link ChessEngineProfile}: its
 * settings, its evaluator without contempt, its bench). Positions on the command line are FEN
 * strings.
 */
public final class ChessSetup implements GameSetup<Position, Move> {

    /** The demo: the middlegame of the chessprogramming wiki's "Kiwipete" perft position. */
    private static final String DEMO_FEN = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    private final ChessGame game = new ChessGame();

    /** The chess engine's own settings ({@link ChessEngineProfile#searchOptions()}). */
    @Override
    public SearchOptions searchOptions() {
        return ChessEngineProfile.searchOptions();
    }

    @Override
    public String name() {
        return game.name();
    }

    @Override
    public Game<Position, Move> game() {
        return game;
    }

    /** The chess engine's evaluator without contempt ({@link ChessEngineProfile#evaluator()}). */
    @Override
    public Evaluator<Position> evaluator() {
        return ChessEngineProfile.evaluator();
    }

    @Override
    public Position demoPosition() {
        return Position.fromFen(DEMO_FEN);
    }

    @Override
    public int demoDepth() {
        return 12;
    }

    /** The chess engine's bench positions ({@link ChessEngineProfile#benchPositions()}), so both benches count the same tree. */
    @Override
    public List<Position> benchPositions() {
        return ChessEngineProfile.benchPositions();
    }

    @Override
    public int benchDepth() {
        return ChessEngineProfile.BENCH_DEPTH;
    }

    @Override
    public Position parse(String text) {
        return Position.fromFen(text);
    }

    @Override
    public String diagram(Position position) {
        return position + System.lineSeparator() + "Fen: " + position.toFen();
    }

    /** UCI. */
    @Override
    public Dialect<Position, Move> protocolDialect() {
        return new ChessDialect();
    }

    /** Checkmate, stalemate, the fifty-move rule, threefold repetition and insufficient material, by name. */
    @Override
    public io.github.tansaku.harness.match.Referee<Position, Move> referee() {
        return new ChessReferee();
    }

    /** PGN. */
    @Override
    public GameRecordWriter<Move> recordWriter(String format) {
        return format.equals("pgn") ? new ChessRecords() : null;
    }

    /** Chess players count a mate in moves, as UCI prints it: {@code mate 3}, {@code mate -2}. */
    @Override
    public String scoreText(int score) {
        return Score.isMate(score) ? ScoreText.uci(score) : Score.toString(score);
    }

    /** PGN games: the FEN tag's position or the standard one, and the first moves. */
    @Override
    public List<io.github.tansaku.harness.match.Opening<Move>> readRecordBook(String text, String format, int plies) {
        if (!format.equals("pgn")) {
            return null;
        }
        List<io.github.tansaku.harness.match.Opening<Move>> openings = new ArrayList<>();
        for (io.github.tansaku.chess.pgn.PgnGame game : io.github.tansaku.chess.pgn.PgnReader.readAll(text)) {
            String fen = game.initialFen();
            List<Move> moves = game.moves();
            openings.add(new io.github.tansaku.harness.match.Opening<>(fen == null ? "startpos" : "fen " + fen,
                    plies < 0 ? moves : moves.subList(0, Math.min(plies, moves.size()))));
        }
        return openings;
    }
}
