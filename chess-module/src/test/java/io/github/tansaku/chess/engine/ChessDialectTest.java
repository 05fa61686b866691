package io.github.tansaku.chess.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tansaku.chess.ChessGame;
import io.github.tansaku.chess.Move;
import io.github.tansaku.chess.board.Position;
import io.github.tansaku.search.algo.SearchOptions;
import io.github.tansaku.search.engine.Engine;
import io.github.tansaku.search.engine.ProtocolLoop;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The chess dialect on search-core's protocol loop, with a real search behind it. */
class ChessDialectTest {

    /** Runs the lines one by one, waiting for each search to finish before the next line. */
    private static String serve(String input) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Engine<Position, Move> engine = new Engine<>(new ChessGame(),
                p -> p.material(p.sideToMove()) - p.material(p.sideToMove() ^ 1), SearchOptions.defaults());
        ProtocolLoop<Position, Move> loop = commandLoop(engine, bytes);
        try {
            for (String line : input.split("\n")) {
                loop.execute(line);
                assertThat(engine.awaitIdle(30_000)).as("search after '%s' finished", line).isTrue();
            }
        } finally {
            engine.close();
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void perftAndDisplayThroughTheSharedLoop() {
        String output = serve("uci\nposition startpos moves e2e4 c7c5 g1f3\nd\nposition startpos\ngo perft 3\nisready\nquit\n");
        assertThat(output).contains("uciok", "Fen: rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
                "Nodes searched: 8902");
    }

    @Test
    void searchFindsTheMateInOne() {
        // Scholar's mate position: Qxf7 mates.
        String output = serve("position fen r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4\n"
                + "go depth 3\nisready\nquit\n");
        assertThat(output).contains("bestmove f3f7");
    }

    @Test
    void noMoveAndBadInput() {
        assertThat(serve("position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\ngo depth 2\nisready\nquit\n"))
                .contains("bestmove (none)");
        assertThat(serve("position fen 8/8/8 w - - 0 1\nposition startpos moves e2e5\nfoo\nquit\n"))
                .contains("info string", "'e2e5'", "foo");
    }

    /**
     * The dialect alone (no front end reading the lines first) tells the engine's evaluator the
     * root side at each search, so contempt favours the side to move at the root, and leaves
     * contempt out of {@code bench}.
     */
    @Test
    void contemptFollowsTheRootSideAndStaysOutOfTheBench() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Engine<Position, Move> engine = ChessEngineProfile.newEngine(io.github.tansaku.search.Clock.system());
        ProtocolLoop<Position, Move> loop = commandLoop(engine, bytes);
        try {
            for (String line : List.of("setoption name Evaluator value material", "setoption name Contempt value 50",
                    "position startpos moves e2e4 e7e5 g1f3", "go depth 1")) {
                loop.execute(line);
                assertThat(engine.awaitIdle(30_000)).isTrue();
            }
            // Black was to move at the root: 50 better for Black, 50 worse for White (material is even).
            Position blackToMove = Position.fromFen("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
            Position whiteToMove = Position.fromFen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
            assertThat(engine.evaluator().evaluate(blackToMove)).isEqualTo(50);
            assertThat(engine.evaluator().evaluate(whiteToMove)).isEqualTo(-50);
            assertThat(new ChessDialect().benchEvaluator(engine.evaluator()).evaluate(blackToMove)).isZero();
        } finally {
            engine.close();
        }
    }

    /** The option reaches the engine's evaluator and survives a change of evaluator. */
    @Test
    void dynamicContemptIsAnOptionThatSurvivesAChangeOfEvaluator() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Engine<Position, Move> engine = ChessEngineProfile.newEngine(io.github.tansaku.search.Clock.system());
        ProtocolLoop<Position, Move> loop = commandLoop(engine, bytes);
        try {
            loop.execute("uci");
            assertThat(bytes.toString(StandardCharsets.UTF_8))
                    .contains("option name DynamicContempt type check default false");
            assertThat(((EngineEvaluator) engine.evaluator()).dynamicContempt()).isFalse();
            for (String line : List.of("setoption name DynamicContempt value true",
                    "setoption name Evaluator value material", "setoption name Evaluator value stockfish-classical")) {
                loop.execute(line);
                assertThat(engine.awaitIdle(30_000)).isTrue();
                assertThat(((EngineEvaluator) engine.evaluator()).dynamicContempt()).as(line).isTrue();
            }
        } finally {
            engine.close();
        }
    }

    @Test
    void anEngineWithAnEvaluatorOfItsOwnGetsNoEvaluatorOptionsAndEvalPrintsItsScore() {
        String output = serve("uci\nposition startpos moves e2e4 d7d5 e4d5\neval\nquit\n");
        assertThat(output).doesNotContain("option name Evaluator", "option name Contempt")
                .contains("Evaluation: -100 (side to move's view)");
    }

    /** The chess dialect's loop over {@code engine}, executing lines one by one and writing to {@code bytes}. */
    private static ProtocolLoop<Position, Move> commandLoop(Engine<Position, Move> engine, ByteArrayOutputStream bytes) {
        return new ProtocolLoop<>(engine, new ChessDialect(), new BufferedReader(new StringReader("")),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
    }
}
