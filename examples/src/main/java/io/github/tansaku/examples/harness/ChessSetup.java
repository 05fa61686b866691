package io.github.tansaku.examples.harness;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.chess.engine.UciEngine;
import io.github.tansaku.chess.eval.Evaluators;
import io.github.tansaku.chess.uci.ChessDialect;
import io.github.tansaku.search.engine.Dialect;
import io.github.tansaku.search.Evaluator;
import io.github.tansaku.search.Game;
import io.github.tansaku.search.Score;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.engine.ScoreText;
import java.util.ArrayList;
import java.util.List;

/**
 * Chess for the tools, searched with the Stockfish-classical evaluator (centipawns, so the
 * searcher's default margins fit). Positions on the command line are FEN strings.
 */
public final class ChessSetup implements GameSetup<Position, Move> {

    /** The demo: the middlegame of the chessprogramming wiki's "Kiwipete" perft position. */
    private static final String DEMO_FEN = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    /** Opening, middlegame and endgame positions, fixed so that node counts compare across runs. */
    private static final List<String> BENCH = List.of(
            Position.START_FEN,
            DEMO_FEN,
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1");

    private final ChessGame game = new ChessGame();

    /** The chess engine's own settings ({@link UciEngine#searchOptions()}). */
    @Override
    public SearchOptions searchOptions() {
        return UciEngine.searchOptions();
    }

    @Override
    public String name() {
        return game.name();
    }

    @Override
    public Game<Position, Move> game() {
        return game;
    }

    @Override
    public Evaluator<Position> evaluator() {
        return Evaluators.create(Evaluators.STOCKFISH_CLASSICAL);
    }

    @Override
    public Position demoPosition() {
        return Position.fromFen(DEMO_FEN);
    }

    @Override
    public int demoDepth() {
        return 12;
    }

    @Override
    public List<Position> benchPositions() {
        List<Position> positions = new ArrayList<>();
        for (String fen : BENCH) {
            positions.add(Position.fromFen(fen));
        }
        return positions;
    }

    @Override
    public int benchDepth() {
        return 7;
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
